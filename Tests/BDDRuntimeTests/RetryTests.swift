import BDDRuntime
import CucumberMessages
import XCTest

@MainActor
final class RetryTests: XCTestCase {
    func test_run_withRetry_triesAFailedTestCaseAgainUntilItPasses() async throws {
        let (library, journal) = makeSUT()

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "flaky", steps: ["a step that passes the third time"])], options: RunOptions(retry: 2))

        XCTAssertEqual(journal.entries, ["attempt 1", "attempt 2", "attempt 3"])
        XCTAssertEqual(envelopes.starts.map(\.attempt), [0, 1, 2])
        XCTAssertEqual(envelopes.finishes.map(\.willBeRetried), [true, true, false])
        XCTAssertEqual(envelopes.stepStatuses, [.failed, .failed, .passed])
        XCTAssertEqual(envelopes.testRunFinished?.success, true, "only the last attempt counts")
    }

    func test_run_withRetryExhausted_failsWithTheLastAttempt() async throws {
        let (library, journal) = makeSUT()

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "flaky", steps: ["a step that passes the third time"])], options: RunOptions(retry: 1))

        XCTAssertEqual(journal.entries, ["attempt 1", "attempt 2"])
        XCTAssertEqual(envelopes.finishes.map(\.willBeRetried), [true, false])
        XCTAssertEqual(envelopes.testRunFinished?.success, false)
    }

    func test_run_withRetry_neverRetriesPendingUndefinedOrAmbiguous() async throws {
        var (library, _) = makeSUT()
        library.given("a pending step") { (_: ScenarioContext) in throw PendingStep() }
        library.given("an ambiguous step") { (_: ScenarioContext) in }
        library.given("an ambiguous step") { (_: ScenarioContext) in }

        let envelopes = try await RunHarness.run(library, [
            ScenarioFixture(name: "pending", steps: ["a pending step"]),
            ScenarioFixture(name: "undefined", steps: ["nothing matches this"]),
            ScenarioFixture(name: "ambiguous", steps: ["an ambiguous step"]),
        ], options: RunOptions(retry: 3))

        XCTAssertEqual(envelopes.starts.map(\.attempt), [0, 0, 0])
        XCTAssertEqual(envelopes.finishes.map(\.willBeRetried), [false, false, false])
    }

    func test_run_withRetryTagFilter_retriesOnlyTheScenariosItMatches() async throws {
        let (library, journal) = makeSUT()

        _ = try await RunHarness.run(library, [
            ScenarioFixture(name: "not tagged", steps: ["a step that passes the third time"]),
        ], options: RunOptions(retry: 2, retryTagFilter: "@flaky"))

        XCTAssertEqual(journal.entries, ["attempt 1"])
    }

    // MARK: - Helpers

    private func makeSUT() -> (StepLibrary, Journal) {
        let journal = Journal()
        var library = StepLibrary()
        library.given("a step that passes the third time") { (_: ScenarioContext) in
            journal.record("attempt \(journal.entries.count + 1)")
            if journal.entries.count < 3 { throw Boom() }
        }
        return (library, journal)
    }
}

extension [Envelope] {
    var starts: [TestCaseStarted] {
        compactMap { if case .testCaseStarted(let started) = $0 { started } else { nil } }
    }

    var finishes: [TestCaseFinished] {
        compactMap { if case .testCaseFinished(let finished) = $0 { finished } else { nil } }
    }
}
