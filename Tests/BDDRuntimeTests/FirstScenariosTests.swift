import BDDRuntime
import CucumberMessages
import Gherkin
import XCTest

/// `RunOptions.first` (`--first`): what its lines select starts first, the rest after, each group in the run's order.
@MainActor
final class FirstScenariosTests: XCTestCase {
    func test_run_withLinesFirst_startsWhatTheySelectThenTheRestInFileOrder() async throws {
        let first = FirstScenarios(linesByUri: [uri: [18, 15]])

        let started = try await run(options: RunOptions(first: first))

        XCTAssertEqual(started, ["eat 2", "c", "a", "b", "eat 1"])
    }

    func test_run_withLinesFirstInReverseOrder_reversesEachGroup() async throws {
        let first = FirstScenarios(linesByUri: [uri: [18, 15]])

        let started = try await run(options: RunOptions(order: .reverse, first: first))

        XCTAssertEqual(started, ["c", "eat 2", "eat 1", "b", "a"])
    }

    func test_run_withLinesOfScenariosTheFilterLeavesOut_addsNoneOfThem() async throws {
        let first = FirstScenarios(linesByUri: [uri: [18, 6]])

        let started = try await run(options: RunOptions(first: first), filter: PickleFilter(namePatterns: ["^[ab]$"]))

        XCTAssertEqual(started, ["b", "a"])
    }

    func test_run_withAFileNamedWithoutLines_startsAllOfItBeforeTheOtherFile() async throws {
        let other = "features/other.feature"
        let first = FirstScenarios(linesByUri: [other: []])

        let started = try await run(options: RunOptions(first: first), also: (other, "Feature: Other\n  Scenario: z\n    Given a step\n"))

        XCTAssertEqual(started, ["z", "a", "b", "eat 1", "eat 2", "c"])
    }

    // MARK: - Helpers

    private let uri = "features/order.feature"

    /// Line numbers matter: the tests select by them.
    private let feature = """
        Feature: Order

          Scenario: a
            Given a step

          Scenario: b
            Given a step

          Scenario Outline: eat <n>
            Given a step

            Examples:
              | n |
              | 1 |
              | 2 |

          Scenario: c
            Given a step
        """

    private func makeSUT() -> StepLibrary {
        var steps = StepLibrary()
        steps.given("a step") { (_: ScenarioContext) in }
        return steps
    }

    /// The names of the test cases started, in order, running `feature` and then `also`.
    private func run(options: RunOptions, filter: PickleFilter? = nil, also: (uri: String, text: String)? = nil) async throws -> [String] {
        var ids = IncrementingIdGenerator()
        var parsed = GherkinMessages().envelopes(uri: uri, bytes: Array(feature.utf8), ids: &ids)
        if let also { parsed += GherkinMessages().envelopes(uri: also.uri, bytes: Array(also.text.utf8), ids: &ids) }
        return try await RunHarness.run(makeSUT(), parsed: parsed, ids: ids, options: options, filter: filter).startedPickleNames
    }
}
