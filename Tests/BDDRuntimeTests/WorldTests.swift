import BDDRuntime
import CucumberMessages
import XCTest

@MainActor
final class WorldTests: XCTestCase {
    func test_run_twoScenarios_giveEachFreshWorlds() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.given("I add {int}") { (counter: CounterWorld, amount: Int) in counter.total += amount }
        library.then("the total is recorded") { (counter: CounterWorld) in journal.record("total \(counter.total)") }

        _ = try await RunHarness.run(library, [
            ScenarioFixture(name: "one", steps: ["I add 2", "I add 3", "the total is recorded"]),
            ScenarioFixture(name: "two", steps: ["I add 4", "the total is recorded"]),
        ])

        XCTAssertEqual(journal.entries, ["total 5", "total 4"])
    }

    func test_run_twoWorldTypes_giveEachItsOwnInstanceSharedByHooksAndSteps() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.before { (counter: CounterWorld) in counter.total = 100 }
        library.given("I add {int}") { (counter: CounterWorld, amount: Int) in counter.total += amount }
        library.given("I name it {string}") { (label: LabelWorld, name: String) in label.text = name }
        library.then("both are recorded") { (scenario: ScenarioContext) in
            journal.record("\(scenario.world(LabelWorld.self).text) \(scenario.world(CounterWorld.self).total)")
        }

        _ = try await RunHarness.run(library, [
            ScenarioFixture(name: "one", steps: ["I add 1", "I name it \"cukes\"", "both are recorded"]),
        ])

        XCTAssertEqual(journal.entries, ["cukes 101"])
    }

    func test_run_scenarioThatEnds_releasesItsWorlds() async throws {
        let tracker = WorldTracker()
        var library = StepLibrary()
        library.given("a tracked world") { (world: TrackedWorld) in tracker.track(world) }

        _ = try await RunHarness.run(library, [
            ScenarioFixture(name: "one", steps: ["a tracked world"]),
            ScenarioFixture(name: "two", steps: ["a tracked world"]),
        ])

        XCTAssertEqual(tracker.tracked, 2)
        XCTAssertEqual(tracker.alive, 0)
    }

    func test_context_insideAStep_exposesTheScenarioNameTagsAndUri() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.given("I look around") { (scenario: ScenarioContext) in
            journal.record("\(scenario.name) \(scenario.tags) \(scenario.uri)")
        }

        _ = try await RunHarness.run(library, [ScenarioFixture(name: "look", tags: ["@a", "@b"], steps: ["I look around"])])

        XCTAssertEqual(journal.entries, [#"look ["@a", "@b"] features/sample.feature"#])
    }

    func test_attach_duringAStep_sendsAttachmentsForThatStep() async throws {
        var library = StepLibrary()
        library.given("I attach things") { (scenario: ScenarioContext) in
            scenario.attach("hello")
            scenario.attach(Data([0, 1, 2]), mediaType: "application/octet-stream", fileName: "bytes.bin")
            scenario.log("a log line")
        }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "a", steps: ["I attach things"])])

        let attachments = envelopes.attachments
        XCTAssertEqual(attachments.map(\.body), ["hello", "AAEC", "a log line"])
        XCTAssertEqual(attachments.map(\.contentEncoding), [.identity, .base64, .identity])
        XCTAssertEqual(attachments.map(\.mediaType), ["text/plain", "application/octet-stream", "text/x.cucumber.log+plain"])
        XCTAssertEqual(attachments.map(\.fileName), [nil, "bytes.bin", nil])
        let stepId = envelopes.testCases.first?.testSteps.first?.id
        XCTAssertEqual(Set(attachments.map(\.testStepId)), [stepId])
        XCTAssertEqual(envelopes.names.drop { $0 != "testStepStarted" }.prefix(5), ["testStepStarted", "attachment", "attachment", "attachment", "testStepFinished"])
    }
}

@MainActor
private final class CounterWorld: World {
    var total = 0
    init() {}
}

@MainActor
private final class LabelWorld: World {
    var text = ""
    init() {}
}

/// The worlds a run made, held weakly: one still alive after the run was kept by the runner.
@MainActor
private final class WorldTracker {
    private var worlds: [WeakWorld] = []

    func track(_ world: TrackedWorld) { worlds.append(WeakWorld(world: world)) }
    var tracked: Int { worlds.count }
    var alive: Int { worlds.filter { $0.world != nil }.count }
}

private struct WeakWorld {
    weak var world: TrackedWorld?
}

@MainActor
private final class TrackedWorld: World {
    init() {}
}
