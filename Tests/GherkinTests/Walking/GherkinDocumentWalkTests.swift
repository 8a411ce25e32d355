import CucumberMessages
import Gherkin
import XCTest

final class GherkinDocumentWalkTests: XCTestCase {
    func test_walk_outlinesAndRules_visitsEachNodeInWrittenOrderWithBlockAndRowPositions() throws {
        let document = try makeSUT("""
            Feature: Walk
              Background:
                Given a background
              Scenario Outline: Outline
                Then <n>
                Examples: First
                  | n |
                  | 1 |
                  | 2 |
                Examples: Second
                  | n |
                  | 3 |
              Rule: R
                Scenario: Plain
                  Given a step
                Scenario Outline: Headerless
                  Then it
                  Examples: Empty
            """)
        var visits: [String] = []

        GherkinDocumentWalk.walk(document, rule: { rule, _ in
            visits.append("rule \(rule.name)")
        }, background: { background, _ in
            visits.append("background \(background.location.line)")
        }, scenario: { scenario, scope in
            visits.append("scenario \(scenario.name) in \(scope.rule?.name ?? "-")")
        }, examples: { examples, examplesIndex in
            visits.append("examples \(examples.name) #\(examplesIndex)")
        }, row: { row, position in
            visits.append("row \(row.location.line) #\(position.examplesIndex).\(position.rowIndex)")
        })

        XCTAssertEqual(visits, [
            "background 2",
            "scenario Outline in -",
            "examples First #0", "row 8 #0.0", "row 9 #0.1",
            "examples Second #1", "row 12 #1.0",
            "rule R",
            "scenario Plain in R",
            "scenario Headerless in R",
            "examples Empty #0",
        ])
    }

    func test_walk_scenarioHandlerOnly_stillVisitsEveryScenario() throws {
        let document = try makeSUT("""
            Feature: Walk
              Scenario Outline: Outline
                Then <n>
                Examples:
                  | n |
                  | 1 |
              Scenario: Plain
                Given a step
            """)
        var names: [String] = []

        GherkinDocumentWalk.walk(document) { scenario, _ in names.append(scenario.name) }

        XCTAssertEqual(names, ["Outline", "Plain"])
    }

    // MARK: - Helpers

    private func makeSUT(_ text: String) throws -> GherkinDocument {
        var ids = IncrementingIdGenerator()
        return try GherkinParser().parse(Array(text.utf8), uri: "walk.feature", ids: &ids)
    }
}
