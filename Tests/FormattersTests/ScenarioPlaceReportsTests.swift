import CucumberMessages
@testable import Formatters
import Gherkin
import XCTest

final class ScenarioPlaceReportsTests: XCTestCase {
    func test_keyword_stepsOfTheScenarioAndOfBothBackgrounds_areEachFound() {
        let sut = makeSUT(documents: [document()])
        let pickle = pickle(scenario: "ruled", steps: ["fb1", "rb1", "rs1"])

        let place = sut.place(of: pickle)

        XCTAssertEqual(pickle.steps.map { place?.keyword(of: $0) }, ["Given ", "And ", "When "])
        XCTAssertEqual(place?.step(of: pickle.steps[1])?.text, "the rule's background")
        XCTAssertEqual(place?.rule?.name, "A rule")
    }

    func test_keyword_stepOfAnotherScenario_isNotFound() {
        // A scenario outside the rule does not start with the rule's background.
        let sut = makeSUT(documents: [document()])
        let pickle = pickle(scenario: "plain", steps: ["rb1"])

        XCTAssertNil(sut.place(of: pickle)?.keyword(of: pickle.steps[0]))
        XCTAssertNotNil(sut.place(of: pickle))
    }

    func test_names_pickleOfAnOutlineRow_namesTheRowsTableAndPositions() {
        let sut = makeSUT(documents: [document(rows: 3)])
        let pickle = pickle(scenario: "outline", steps: [], row: "row2")

        let names = sut.place(of: pickle)?.names(of: pickle)
        let lineage = sut.lineage(of: pickle)

        XCTAssertEqual(names?.feature, "A feature")
        // row0 is the first table's only row: row2 is the second table's second row.
        XCTAssertEqual(lineage?.example?.row.id, "row2")
        XCTAssertEqual(lineage?.example?.rowIndex, 1)
        XCTAssertEqual(lineage?.example?.examplesIndex, 1)
        XCTAssertEqual(names?.testCase, TestCaseName.of(pickle, rule: nil, scenario: "An outline", example: ("Second", 1, 1)))
    }

    func test_lineage_outlineOfManyRows_findsEveryRowByItsLineOrElseByItsId() {
        let rows = 37
        let sut = makeSUT(documents: [document(rows: rows)])

        // Row i is written on line 20 + i, where its pickle is located.
        let byLine = (0..<rows).map { sut.lineage(of: pickle(scenario: "outline", steps: [], row: "row\($0)", line: 20 + $0))?.example?.row.id }
        let byId = (0..<rows).map { sut.lineage(of: pickle(scenario: "outline", steps: [], row: "row\($0)"))?.example?.row.id }
        let elsewhere = sut.lineage(of: pickle(scenario: "outline", steps: [], row: "row7", line: 20 + 30))?.example

        XCTAssertEqual(byLine, (0..<rows).map { "row\($0)" })
        XCTAssertEqual(byId, (0..<rows).map { "row\($0)" })
        XCTAssertEqual(elsewhere?.row.id, "row7")
        XCTAssertEqual(elsewhere?.rowIndex, 6)
        XCTAssertNil(sut.lineage(of: pickle(scenario: "outline", steps: [], row: "no-such-row", line: 25))?.example)
    }

    // MARK: - Helpers

    private func makeSUT(documents: [GherkinDocument]) -> Index {
        Index(indexes: documents.map(GherkinDocumentIndex.init))
    }

    /// The documents' indexes, asked in turn as a run's query asks the index of each pickle's document.
    private struct Index {
        let indexes: [GherkinDocumentIndex]

        func place(of pickle: Pickle) -> ScenarioPlace? {
            indexes.lazy.compactMap { $0.place(of: pickle) }.first
        }

        func lineage(of pickle: Pickle) -> PickleLineage? {
            place(of: pickle)?.lineage(of: pickle)
        }
    }

    private func step(_ id: String, _ keyword: String, _ text: String) -> Step {
        Step(location: Location(line: 1), keyword: keyword, text: text, id: id)
    }

    /// A feature with a background, a plain scenario, an outline whose rows are split over two tables (one row in
    /// the first, the rest in the second), and a rule with its own background and scenario.
    private func document(uri: String = "a.feature", idPrefix: String = "", rows: Int = 2) -> GherkinDocument {
        func row(_ index: Int) -> TableRow { TableRow(location: Location(line: 20 + index), cells: [], id: "\(idPrefix)row\(index)") }
        let outline = Scenario(
            location: Location(line: 10), tags: [], keyword: "Scenario Outline", name: "An outline", description: "",
            steps: [step("\(idPrefix)os1", "Then ", "it works")],
            examples: [
                Examples(location: Location(line: 12), tags: [], keyword: "Examples", name: "First", description: "", tableBody: [row(0)], id: "\(idPrefix)ex1"),
                Examples(location: Location(line: 14), tags: [], keyword: "Examples", name: "Second", description: "", tableBody: (1..<max(rows, 2)).map(row), id: "\(idPrefix)ex2"),
            ],
            id: "\(idPrefix)outline"
        )
        let rule = Rule(
            location: Location(line: 30), tags: [], keyword: "Rule", name: "A rule", description: "",
            children: [
                .background(Background(location: Location(line: 31), keyword: "Background", name: "", description: "", steps: [step("\(idPrefix)rb1", "And ", "the rule's background")], id: "\(idPrefix)rb")),
                .scenario(Scenario(location: Location(line: 33), tags: [], keyword: "Scenario", name: "Ruled", description: "", steps: [step("\(idPrefix)rs1", "When ", "it runs")], examples: [], id: "\(idPrefix)ruled")),
            ],
            id: "\(idPrefix)rule"
        )
        let feature = Feature(
            location: Location(line: 1), tags: [], language: "en", keyword: "Feature", name: "A feature", description: "",
            children: [
                .background(Background(location: Location(line: 2), keyword: "Background", name: "", description: "", steps: [step("\(idPrefix)fb1", "Given ", "the feature's background")], id: "\(idPrefix)fb")),
                .scenario(Scenario(location: Location(line: 5), tags: [], keyword: "Scenario", name: "Plain", description: "", steps: [step("\(idPrefix)ps1", "Given ", "a step")], examples: [], id: "\(idPrefix)plain")),
                .scenario(outline),
                .rule(rule),
            ]
        )
        return GherkinDocument(uri: uri, feature: feature, comments: [])
    }

    private func pickle(scenario: String, steps: [String], row: String? = nil, line: Int? = nil) -> Pickle {
        Pickle(
            id: "p-\(scenario)", uri: "a.feature", location: line.map { Location(line: $0) }, name: "Named", language: "en",
            steps: steps.map { PickleStep(astNodeIds: [$0], id: "ps-\($0)", text: $0) },
            tags: [], astNodeIds: [scenario] + (row.map { [$0] } ?? [])
        )
    }
}
