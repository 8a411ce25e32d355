@testable import BDDRuntime
import CucumberMessages
import Gherkin
import XCTest

final class GherkinLinesTests: XCTestCase {
    func test_pairs_pickleOfARuleWithBothBackgrounds_givesTheScenarioAndEveryStepsLine() throws {
        let (sut, pickles) = makeSUT()
        let ruled = try XCTUnwrap(pickles.first { $0.name == "Ruled" })

        let pairs = sut.pairs(for: ruled)

        // Scenario on line 26; its steps: the feature's background (4), the rule's (24), its own (27).
        XCTAssertEqual(pairs.map(\.line), [26, 4, 24, 27])
        XCTAssertEqual(pairs.map(\.id), [ruled.astNodeIds[0]] + ruled.steps.map { $0.astNodeIds[0] })
    }

    func test_pairs_outlineRowPickleOutsideTheRule_givesTheOutlinesLinesAndNotTheRulesBackground() throws {
        let (sut, pickles) = makeSUT()
        let row = try XCTUnwrap(pickles.first { $0.name == "Outline 2" })

        XCTAssertEqual(sut.pairs(for: row).map(\.line), [6, 4, 7])
    }

    func test_line_stepOfTheDocument_isFoundBySearchingAndARowIsLeftToItsPickle() throws {
        // A failure asks for a line outside the pairs: a step's is searched for; a row's is its pickle's own
        // location, so rows are not kept (an outline may have a million).
        let (sut, pickles) = makeSUT()
        let row = try XCTUnwrap(pickles.first { $0.name == "Outline 2" })

        XCTAssertEqual(sut.line(of: row.steps[0].astNodeIds[0]), 4)
        XCTAssertNil(row.astNodeIds.last.flatMap(sut.line(of:)))
        XCTAssertEqual(row.location?.line, 14)
        XCTAssertNil(sut.line(of: "no such node"))
    }

    func test_pairs_pickleOfAnotherFile_isEmpty() {
        let (sut, _) = makeSUT()
        let stranger = Pickle(id: "p", uri: "other.feature", name: "x", language: "en", steps: [], tags: [], astNodeIds: ["elsewhere"])

        XCTAssertTrue(sut.pairs(for: stranger).isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT() -> (GherkinLines, [Pickle]) {
        let parsed = ParsedFeatureText(ParsedFeatureText.outlineAndRule, uri: "lines.feature")
        var sut = GherkinLines()
        for document in parsed.documents { sut.add(document) }
        return (sut, parsed.pickles)
    }
}
