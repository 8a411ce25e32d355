@testable import BDDRuntime
import CucumberMessages
import Gherkin
import XCTest

final class LineTargetsTests: XCTestCase {
    func test_target_linesOfAnOutlinesTables_selectTheBlockBeforeItsRowsAndEachRowAfter() {
        let (sut, pickles) = makeSUT()
        let outline = pickles[0].astNodeIds[0]

        XCTAssertEqual(target(sut, 6), .scenario(id: outline))
        XCTAssertEqual(target(sut, 9), .examples(scenarioId: outline, examplesIndex: 0))
        XCTAssertEqual(target(sut, 11), .examples(scenarioId: outline, examplesIndex: 0))
        XCTAssertEqual(target(sut, 12), .row(scenarioId: outline, ExampleRowPosition(examplesIndex: 0, rowIndex: 0)))
        // A comment between rows and the blank line after the last belong to the row above them.
        XCTAssertEqual(target(sut, 13), .row(scenarioId: outline, ExampleRowPosition(examplesIndex: 0, rowIndex: 0)))
        XCTAssertEqual(target(sut, 15), .row(scenarioId: outline, ExampleRowPosition(examplesIndex: 0, rowIndex: 1)))
        XCTAssertEqual(target(sut, 16), .examples(scenarioId: outline, examplesIndex: 1))
        XCTAssertEqual(target(sut, 19), .row(scenarioId: outline, ExampleRowPosition(examplesIndex: 1, rowIndex: 1)))
    }

    func test_selects_linesOfBlocksAndRows_selectTheirRowsPicklesOnly() {
        let (sut, pickles) = makeSUT()

        XCTAssertEqual(names(selectedBy: [9], sut, pickles), ["Outline 1", "Outline 2"])
        XCTAssertEqual(names(selectedBy: [17], sut, pickles), ["Outline 3", "Outline 4"])
        XCTAssertEqual(names(selectedBy: [13, 19], sut, pickles), ["Outline 1", "Outline 4"])
        XCTAssertEqual(names(selectedBy: [6], sut, pickles), ["Outline 1", "Outline 2", "Outline 3", "Outline 4"])
    }

    func test_selects_linesOfARuleAndOfBackgrounds_selectTheRuleOrTheFile() {
        let (sut, pickles) = makeSUT()

        XCTAssertEqual(names(selectedBy: [21], sut, pickles), ["Ruled"])
        XCTAssertEqual(names(selectedBy: [24], sut, pickles), ["Ruled"])
        XCTAssertEqual(names(selectedBy: [3], sut, pickles), ["Outline 1", "Outline 2", "Outline 3", "Outline 4", "Ruled"])
    }

    func test_target_fileItDoesNotKnow_isNil() {
        let (sut, _) = makeSUT()

        XCTAssertNil(sut.target(uri: "other.feature", line: 12))
    }

    // MARK: - Helpers

    private func makeSUT() -> (LineTargets, [Pickle]) {
        let parsed = ParsedFeatureText(ParsedFeatureText.outlineAndRule, uri: "lines.feature")
        var sut = LineTargets()
        for document in parsed.documents { sut.add(document) }
        return (sut, parsed.pickles)
    }

    private func target(_ sut: LineTargets, _ line: Int) -> LineTargets.Target? {
        sut.target(uri: "lines.feature", line: line)
    }

    private func names(selectedBy lines: Set<Int>, _ sut: LineTargets, _ pickles: [Pickle]) -> [String] {
        pickles.filter { sut.selects($0, atAnyOf: lines) }.map(\.name)
    }
}
