import BDDRuntime
import CucumberMessages
import XCTest

/// Runs hand-written scenarios through a real `Runner` with fixed ids and clock, and records the stream.
@MainActor
enum RunHarness {
    static let meta = Meta(
        protocolVersion: "34.2.1",
        implementation: MetaProduct(name: "bdd", version: "test"),
        runtime: MetaProduct(name: "Swift"),
        os: MetaProduct(name: "test"),
        cpu: MetaProduct(name: "test")
    )

    static func run(
        _ library: StepLibrary,
        _ scenarios: [ScenarioFixture],
        options: RunOptions = RunOptions(),
        filter: PickleFilter? = nil,
        listeners: [any RunListener] = []
    ) async throws -> [Envelope] {
        var ids: any IdGenerator = IncrementingIdGenerator()
        let parsed = FeatureFixture.parse(scenarios, ids: &ids)
        return try await run(library, parsed: parsed, ids: ids, options: options, filter: filter, listeners: listeners)
    }

    static func run(
        _ library: StepLibrary,
        parsed: [Envelope],
        ids: any IdGenerator,
        options: RunOptions = RunOptions(),
        filter: PickleFilter? = nil,
        listeners: [any RunListener] = []
    ) async throws -> [Envelope] {
        let runner = try Runner(
            library: library,
            options: options,
            clock: SteppingClock(),
            ids: ids,
            meta: meta,
            currentDirectory: "/repo"
        )
        var envelopes: [Envelope] = []
        let events = EventChain([{ envelopes.append($0) }])
        listeners.forEach(events.link)
        _ = await runner.run(FeatureSet(parsed: parsed, filter: filter), events: events)
        return envelopes
    }
}

/// Reading a recorded stream the way a test wants to.
extension [Envelope] {
    var names: [String] { map(\.name) }

    var stepResults: [TestStepResult] {
        compactMap { if case .testStepFinished(let finished) = $0 { finished.testStepResult } else { nil } }
    }

    var stepStatuses: [TestStepResultStatus] { stepResults.map(\.status) }

    var testCases: [TestCase] {
        compactMap { if case .testCase(let testCase) = $0 { testCase } else { nil } }
    }

    var suggestions: [Suggestion] {
        compactMap { if case .suggestion(let suggestion) = $0 { suggestion } else { nil } }
    }

    var pickles: [Pickle] {
        compactMap { if case .pickle(let pickle) = $0 { pickle } else { nil } }
    }

    var attachments: [Attachment] {
        compactMap { if case .attachment(let attachment) = $0 { attachment } else { nil } }
    }

    var runHookResults: [TestStepResult] {
        compactMap { if case .testRunHookFinished(let finished) = $0 { finished.result } else { nil } }
    }

    var testRunFinished: TestRunFinished? {
        for case .testRunFinished(let finished) in self { return finished }
        return nil
    }

    /// The names of the pickles whose test cases started, in the order they started.
    var startedPickleNames: [String] {
        let pickleNames = Dictionary(pickles.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let pickleIdByCase = Dictionary(testCases.map { ($0.id, $0.pickleId) }, uniquingKeysWith: { first, _ in first })
        return compactMap { envelope in
            guard case .testCaseStarted(let started) = envelope, let pickleId = pickleIdByCase[started.testCaseId] else { return nil }
            return pickleNames[pickleId]
        }
    }
}
