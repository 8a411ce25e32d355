@testable import BDDCommandLine
import Gherkin
import XCTest

/// Which scenarios a save changed, told from the file's text before and after it.
final class WrittenScenariosTests: XCTestCase {
    func test_changes_sameText_findsNone() throws {
        XCTAssertEqual(try changes(from: catalog, to: catalog), ScenarioChanges(lines: [], changed: 0, total: 4))
    }

    func test_changes_editedStep_findsThatScenarioOnly() throws {
        let edited = catalog.replacingOccurrences(of: "Given two", with: "Given two more")

        XCTAssertEqual(try changes(from: catalog, to: edited), ScenarioChanges(lines: [10], changed: 1, total: 4))
    }

    func test_changes_editedTagOrName_findsThatScenario() throws {
        XCTAssertEqual(try changes(from: catalog, to: catalog.replacingOccurrences(of: "@tag", with: "@other")).lines, [10])
        XCTAssertEqual(try changes(from: catalog, to: catalog.replacingOccurrences(of: "Scenario: one", with: "Scenario: uno")).lines, [6])
    }

    func test_changes_addedScenario_findsIt() throws {
        let added = catalog + "\n\n  Scenario: four\n    Given four\n"

        XCTAssertEqual(try changes(from: catalog, to: added), ScenarioChanges(lines: [21], changed: 1, total: 5))
    }

    func test_changes_editedOrAddedExampleRow_findsThatRowOnly() throws {
        let edited = catalog.replacingOccurrences(of: "| 2 |", with: "| 3 |")
        let added = catalog.replacingOccurrences(of: "| 2 |", with: "| 2 |\n      | 4 |")

        XCTAssertEqual(try changes(from: catalog, to: edited), ScenarioChanges(lines: [19], changed: 1, total: 4))
        XCTAssertEqual(try changes(from: catalog, to: added), ScenarioChanges(lines: [20], changed: 1, total: 5))
    }

    func test_changes_editedOutlineStep_findsTheOutlineWithEveryRow() throws {
        let edited = catalog.replacingOccurrences(of: "Given <n> items", with: "Given <n> things")

        XCTAssertEqual(try changes(from: catalog, to: edited), ScenarioChanges(lines: [13], changed: 2, total: 4))
    }

    func test_changes_editedBackground_findsEveryScenario() throws {
        let edited = catalog.replacingOccurrences(of: "Given a catalog", with: "Given an empty catalog")

        XCTAssertEqual(try changes(from: catalog, to: edited), ScenarioChanges(lines: [6, 10, 13], changed: 4, total: 4))
    }

    func test_changes_editedRuleBackground_findsTheScenariosOfThatRuleOnly() throws {
        let rules = """
            Feature: Rules

              Rule: first
                Background:
                  Given a

                Scenario: in first
                  Given b

              Rule: second
                Background:
                  Given c

                Scenario: in second
                  Given d
            """

        XCTAssertEqual(try changes(from: rules, to: rules.replacingOccurrences(of: "Given c", with: "Given e")).lines, [14])
    }

    func test_changes_reorderedScenariosOrBlankLinesAdded_findsNone() throws {
        let reordered = """
            Feature: Catalog

              Background:
                Given a catalog

              @tag
              Scenario: two
                Given two


              Scenario: one
                Given one
            """
        let before = catalog.components(separatedBy: "\n  Scenario Outline").first ?? ""

        XCTAssertEqual(try changes(from: before, to: reordered), ScenarioChanges(lines: [], changed: 0, total: 2))
    }

    func test_changes_fileNotSeenBefore_findsEveryScenario() throws {
        let sut = try XCTUnwrap(makeSUT(catalog))

        XCTAssertEqual(sut.changes(since: nil), ScenarioChanges(lines: [6, 10, 13], changed: 4, total: 4))
    }

    func test_init_textThatDoesNotParse_isNil() {
        XCTAssertNil(makeSUT(catalog.replacingOccurrences(of: "Given one", with: "Given one\n    this line is not a step")))
    }

    // MARK: - Helpers

    /// Line numbers matter: the lines found are compared.
    private let catalog = """
        Feature: Catalog

          Background:
            Given a catalog

          Scenario: one
            Given one

          @tag
          Scenario: two
            Given two

          Scenario Outline: three <n>
            Given <n> items

            Examples:
              | n |
              | 1 |
              | 2 |
        """

    private func makeSUT(_ text: String) -> WrittenScenarios? {
        WrittenScenarios(Array(text.utf8), uri: "catalog.feature", parser: GherkinParser())
    }

    private func changes(from earlier: String, to now: String, file: StaticString = #filePath, line: UInt = #line) throws -> ScenarioChanges {
        let sut = try XCTUnwrap(makeSUT(now), file: file, line: line)
        return sut.changes(since: try XCTUnwrap(makeSUT(earlier), file: file, line: line))
    }
}
