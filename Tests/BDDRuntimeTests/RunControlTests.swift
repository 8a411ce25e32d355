import BDDRuntime
import CucumberMessages
import XCTest

@MainActor
final class RunControlTests: XCTestCase {
    func test_run_withFailFast_startsNoTestCaseAfterTheFirstFailure() async throws {
        let library = makeSUT()

        let envelopes = try await RunHarness.run(library, [
            ScenarioFixture(name: "one", steps: ["a passing step"]),
            ScenarioFixture(name: "two", steps: ["a failing step"]),
            ScenarioFixture(name: "three", steps: ["a passing step"]),
        ], options: RunOptions(failFast: true))

        XCTAssertEqual(envelopes.startedPickleNames, ["one", "two"])
        XCTAssertEqual(envelopes.testCases.count, 3)
        XCTAssertEqual(envelopes.testRunFinished?.success, false)
    }

    func test_run_withoutFailFast_runsEveryTestCase() async throws {
        let library = makeSUT()

        let envelopes = try await RunHarness.run(library, [
            ScenarioFixture(name: "one", steps: ["a failing step"]),
            ScenarioFixture(name: "two", steps: ["a passing step"]),
        ])

        XCTAssertEqual(envelopes.startedPickleNames, ["one", "two"])
    }

    func test_run_withReverseOrder_plansAndRunsTestCasesBackwards() async throws {
        let library = makeSUT()

        let envelopes = try await RunHarness.run(library, threeScenarios, options: RunOptions(order: .reverse))

        XCTAssertEqual(envelopes.startedPickleNames, ["three", "two", "one"])
        XCTAssertEqual(envelopes.testCases.map(\.pickleId), envelopes.pickles.reversed().map(\.id))
    }

    func test_run_withRandomOrder_isReproducibleWithTheSameSeed() async throws {
        let library = makeSUT()
        let scenarios = (1...8).map { ScenarioFixture(name: "s\($0)", steps: ["a passing step"]) }

        let first = try await RunHarness.run(library, scenarios, options: RunOptions(order: .random(seed: 42)))
        let second = try await RunHarness.run(library, scenarios, options: RunOptions(order: .random(seed: 42)))
        let other = try await RunHarness.run(library, scenarios, options: RunOptions(order: .random(seed: 7)))

        XCTAssertEqual(first.startedPickleNames, second.startedPickleNames)
        XCTAssertEqual(Set(first.startedPickleNames), Set(scenarios.map(\.name)))
        XCTAssertNotEqual(first.startedPickleNames, scenarios.map(\.name))
        XCTAssertNotEqual(first.startedPickleNames, other.startedPickleNames)
    }

    func test_run_withDryRun_runsNoBodyAndReportsOnlyUndefinedAndAmbiguous() async throws {
        let journal = Journal()
        var library = makeSUT(journal: journal)
        library.beforeAll { journal.record("before all") }
        library.before { (_: ScenarioContext) in journal.record("before") }
        library.given("a doubtful step") { (_: ScenarioContext) in }
        library.step(regex: "^a doubtful") { (_: ScenarioContext) in }

        let envelopes = try await RunHarness.run(library, [
            ScenarioFixture(name: "one", steps: ["a failing step", "nothing matches", "a doubtful step", "a passing step"]),
        ], options: RunOptions(dryRun: true))

        XCTAssertEqual(journal.entries, [])
        XCTAssertEqual(envelopes.stepStatuses, [.skipped, .skipped, .undefined, .ambiguous, .skipped])
        XCTAssertEqual(envelopes.suggestions.count, 1)
        XCTAssertFalse(envelopes.names.contains("testRunHookStarted"))
    }

    func test_run_whenCancelled_startsNoFurtherTestCaseAndFails() async throws {
        let journal = Journal()
        var library = makeSUT(journal: journal)
        library.given("the run is cancelled") { (_: ScenarioContext) in
            withUnsafeCurrentTask { $0?.cancel() }
        }
        library.after { (scenario: ScenarioContext) in journal.record("after \(scenario.name)") }

        let envelopes = try await RunHarness.run(library, [
            ScenarioFixture(name: "one", steps: ["the run is cancelled", "a passing step"]),
            ScenarioFixture(name: "two", steps: ["a passing step"]),
        ])

        XCTAssertEqual(envelopes.startedPickleNames, ["one"])
        XCTAssertEqual(envelopes.stepStatuses, [.passed, .skipped, .passed])
        XCTAssertEqual(journal.entries, ["after one"])
        XCTAssertEqual(envelopes.testRunFinished?.success, false)
        XCTAssertEqual(envelopes.testRunFinished?.message, "The run was cancelled")
    }

    func test_run_withFilter_emitsAndRunsOnlyTheSelectedPickles() async throws {
        let library = makeSUT()
        let filter = try PickleFilter(tagExpression: "@smoke")

        let envelopes = try await RunHarness.run(library, [
            ScenarioFixture(name: "one", tags: ["@smoke"], steps: ["a passing step"]),
            ScenarioFixture(name: "two", steps: ["a passing step"]),
        ], filter: filter)

        XCTAssertEqual(envelopes.pickles.map(\.name), ["one"])
        XCTAssertEqual(envelopes.startedPickleNames, ["one"])
    }

    func test_run_withParseError_failsTheRunButRunsTheOtherPickles() async throws {
        var ids: any IdGenerator = IncrementingIdGenerator()
        var parsed = FeatureFixture.parse([ScenarioFixture(name: "one", steps: ["a passing step"])], ids: &ids)
        parsed.append(.parseError(ParseError(source: SourceReference(uri: "features/bad.feature", location: Location(line: 2, column: 1)), message: "(2:1): expected: ...")))

        let envelopes = try await RunHarness.run(makeSUT(), parsed: parsed, ids: ids)

        XCTAssertEqual(envelopes.stepStatuses, [.passed])
        XCTAssertTrue(envelopes.names.contains("parseError"))
        XCTAssertEqual(envelopes.testRunFinished?.success, false)
    }

    // MARK: - Helpers

    private var threeScenarios: [ScenarioFixture] {
        ["one", "two", "three"].map { ScenarioFixture(name: $0, steps: ["a passing step"]) }
    }

    private func makeSUT(journal: Journal = Journal()) -> StepLibrary {
        var library = StepLibrary()
        library.given("a passing step") { (_: ScenarioContext) in journal.record("passing") }
        library.given("a failing step") { (_: ScenarioContext) in
            journal.record("failing")
            throw Boom()
        }
        return library
    }
}
