@testable import BDDCommandLine
import Gherkin
import TestSupport
import XCTest

/// The texts a watch compares a saved feature file with: what last ran, or what last parsed.
final class FeatureHistoryTests: XCTestCase {
    func test_changes_afterASaveThatDoesNotParse_comparesWithTheLastTextThatParsed() throws {
        let (sut, folder) = makeSUT()
        defer { folder.remove() }
        let path = folder.file("a.feature")
        try write(twoScenarios, to: path)
        sut.remember([path])

        try write(twoScenarios + "\n    this line is not a step\n", to: path)
        XCTAssertNil(sut.changes(at: path))
        try write(twoScenarios.replacingOccurrences(of: "Given b", with: "Given c"), to: path)
        XCTAssertEqual(sut.changes(at: path), ScenarioChanges(lines: [6], changed: 1, total: 2))
        XCTAssertEqual(sut.changes(at: path), ScenarioChanges(lines: [], changed: 0, total: 2))
    }

    func test_changes_fileNotRememberedBefore_findsEveryScenario() throws {
        let (sut, folder) = makeSUT()
        defer { folder.remove() }
        let path = folder.file("new.feature")
        try write(twoScenarios, to: path)

        XCTAssertEqual(sut.changes(at: path), ScenarioChanges(lines: [3, 6], changed: 2, total: 2))
    }

    // MARK: - Helpers

    private let twoScenarios = """
        Feature: A

          Scenario: one
            Given a

          Scenario: two
            Given b
        """

    private func makeSUT() -> (FeatureHistory, TemporaryFolder) {
        (FeatureHistory(parser: GherkinParser()), TemporaryFolder())
    }

    private func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }
}
