import BDDRuntime
import CucumberMessages
import Gherkin
import XCTest

/// Runs small in-memory features through the real Gherkin parser: backgrounds, outlines, rules.
@MainActor
final class GherkinRunTests: XCTestCase {
    func test_run_withBackgrounds_runsFeatureThenRuleBackgroundBeforeEachScenario() async throws {
        let journal = Journal()

        let envelopes = try await run("""
            Feature: Backgrounds
              Background:
                Given step "feature background"

              Scenario: First
                Given step "first"

              Rule: A rule
                Background:
                  Given step "rule background"

                Scenario: Second
                  Given step "second"
            """, journal: journal)

        XCTAssertEqual(journal.entries, [
            "First: feature background", "First: first",
            "Second: feature background", "Second: rule background", "Second: second",
        ])
        XCTAssertEqual(envelopes.testRunFinished?.success, true)
    }

    func test_run_withOutline_runsOncePerRowWithItsValuesAndFreshWorlds() async throws {
        let journal = Journal()

        _ = try await run("""
            Feature: Outlines
              Scenario Outline: Eating <count>
                Given I have <count> cukes
                Then I recorded my cukes

                Examples:
                  | count |
                  | 1     |
                  | 5     |
            """, journal: journal)

        XCTAssertEqual(journal.entries, ["Eating 1: 1 cukes", "Eating 5: 5 cukes"])
    }

    func test_run_withFailingOutlineStep_pointsAtTheOutlinesStepLine() async throws {
        let envelopes = try await run("""
            Feature: Outlines
              Scenario Outline: Failing
                Given step "<what>"
                Given a failing step

                Examples:
                  | what |
                  | a    |
            """, journal: Journal())

        XCTAssertEqual(envelopes.stepResults.last?.exception?.stackTrace, "Boom: boom\nfeatures/sample.feature:4")
    }

    func test_filter_withLineOfAnExampleRow_selectsOnlyThatRow() async throws {
        let filter = try PickleFilter(linesByUri: ["features/sample.feature": [9]])

        let envelopes = try await run("""
            Feature: Outlines
              Scenario Outline: Eating <count>
                Given I have <count> cukes

                Examples:
                  | count |
                  | 1     |
                  | 5     |
                  | 9     |
            """, journal: Journal(), filter: filter)

        XCTAssertEqual(envelopes.pickles.map(\.name), ["Eating 9"])
    }

    // MARK: - Helpers

    private func run(_ feature: String, journal: Journal, filter: PickleFilter? = nil) async throws -> [Envelope] {
        var steps = StepLibrary()
        steps.given("step {string}") { (scenario: ScenarioContext, text: String) in journal.record("\(scenario.name): \(text)") }
        steps.given("I have {int} cukes") { (belly: Belly, count: Int) in belly.cukes += count }
        steps.then("I recorded my cukes") { (scenario: ScenarioContext) in
            journal.record("\(scenario.name): \(scenario.world(Belly.self).cukes) cukes")
        }
        steps.given("a failing step") { (_: ScenarioContext) in throw Boom() }
        var ids = IncrementingIdGenerator()
        let parsed = GherkinMessages().envelopes(uri: "features/sample.feature", bytes: Array(feature.utf8), ids: &ids)
        return try await RunHarness.run(steps, parsed: parsed, ids: ids, filter: filter)
    }
}

@MainActor
private final class Belly: World {
    var cukes = 0
    init() {}
}
