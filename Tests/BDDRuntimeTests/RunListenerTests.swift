import BDDRuntime
import CucumberMessages
import XCTest

@MainActor
final class RunListenerTests: XCTestCase {
    func test_run_listenerThatPasses_receivesTheStreamInOrder() async throws {
        let listener = ListenerSpy()

        let envelopes = try await RunHarness.run(makeSUT(), twoScenarios, listeners: [listener])

        XCTAssertEqual(listener.received, envelopes.names)
        XCTAssertEqual(envelopes.testRunFinished?.success, true)
        XCTAssertNil(envelopes.testRunFinished?.exception)
    }

    func test_run_listenerThatFailsAsTheRunStarts_runsNothingAndEndsWithItsError() async throws {
        let journal = Journal()
        var library = makeSUT(journal: journal)
        library.beforeAll { journal.record("before all") }
        let listener = ListenerSpy(failingOn: "testRunStarted")

        let envelopes = try await RunHarness.run(library, twoScenarios, listeners: [listener])

        XCTAssertEqual(journal.entries, [])
        XCTAssertTrue(envelopes.testCases.isEmpty)
        // Every pickle is still told, none planned.
        XCTAssertEqual(Array(envelopes.names.drop { $0 != "testRunStarted" }), ["testRunStarted", "pickle", "pickle", "testRunFinished"])
        let finished = try XCTUnwrap(envelopes.testRunFinished)
        XCTAssertFalse(finished.success)
        XCTAssertEqual(finished.exception?.type, "ListenerFailure")
        XCTAssertEqual(finished.exception?.message, "the dashboard is unreachable")
        XCTAssertEqual(finished.message, "the dashboard is unreachable")
        XCTAssertEqual(listener.received.last, "testRunFinished", "a listener that failed still hears the end")
    }

    func test_run_listenerThatFailsMidRun_startsNoFurtherTestCaseAndRunsAfterAll() async throws {
        let journal = Journal()
        var library = makeSUT(journal: journal)
        library.afterAll { journal.record("after all") }
        let listener = ListenerSpy(failingOn: "testCaseFinished")

        let envelopes = try await RunHarness.run(library, twoScenarios, listeners: [listener])

        XCTAssertEqual(envelopes.startedPickleNames, ["one"])
        XCTAssertEqual(journal.entries, ["passing", "after all"])
        XCTAssertEqual(envelopes.testRunFinished?.success, false)
        XCTAssertEqual(envelopes.testRunFinished?.exception?.type, "ListenerFailure")
    }

    func test_run_listenerThatFailsOnTheRunsEnd_keepsTheErrorOutOfTheStream() async throws {
        let listener = ListenerSpy(failingOn: "testRunFinished")
        var ids: any IdGenerator = IncrementingIdGenerator()
        let parsed = FeatureFixture.parse(twoScenarios, ids: &ids)
        let runner = try Runner(library: makeSUT(), clock: SteppingClock(), ids: ids, meta: RunHarness.meta)
        var envelopes: [Envelope] = []
        let events = EventChain([{ envelopes.append($0) }])
        events.link(listener)

        _ = await runner.run(FeatureSet(parsed: parsed), events: events)

        XCTAssertEqual(envelopes.testRunFinished?.success, true, "the stream ended before the listener failed")
        XCTAssertEqual((events.lateListenerFailure as? ListenerFailure)?.description, "the dashboard is unreachable")
    }

    // MARK: - Helpers

    private var twoScenarios: [ScenarioFixture] {
        ["one", "two"].map { ScenarioFixture(name: $0, steps: ["a passing step"]) }
    }

    private func makeSUT(journal: Journal = Journal()) -> StepLibrary {
        var library = StepLibrary()
        library.given("a passing step") { (_: ScenarioContext) in journal.record("passing") }
        return library
    }
}

/// Records the names of the envelopes it receives; throws on the first envelope named `failingOn`.
@MainActor
private final class ListenerSpy: RunListener {
    private let failingOn: String?
    private(set) var received: [String] = []

    init(failingOn: String? = nil) {
        self.failingOn = failingOn
    }

    func receive(_ envelope: Envelope) throws {
        received.append(envelope.name)
        if envelope.name == failingOn { throw ListenerFailure() }
    }
}

private struct ListenerFailure: Error, CustomStringConvertible {
    var description: String { "the dashboard is unreachable" }
}
