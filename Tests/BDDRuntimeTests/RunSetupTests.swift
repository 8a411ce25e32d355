import BDDRuntime
import CucumberMessages
import Foundation
import XCTest

/// `beforeRun` and `afterRun` in an in-process run: once around everything else, their environment set in this
/// process while the steps run, and a failed set-up stopping the run as a failed BeforeAll does.
@MainActor
final class RunSetupTests: XCTestCase {
    func test_run_withBeforeRunAndAfterRun_runsThemOnceAroundTheRunHooksAndEveryScenario() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.afterRun { _ in journal.record("after run") }
        library.afterAll { journal.record("after all") }
        library.beforeAll { journal.record("before all") }
        library.beforeRun { _ in journal.record("before run") }
        library.given("a passing step") { (scenario: ScenarioContext) in journal.record(scenario.name) }

        let envelopes = try await RunHarness.run(library, [
            ScenarioFixture(name: "one", steps: ["a passing step"]),
            ScenarioFixture(name: "two", steps: ["a passing step"]),
        ])

        XCTAssertEqual(journal.entries, ["before run", "before all", "one", "two", "after all", "after run"])
        XCTAssertEqual(envelopes.runHookResults.count, 4)
        let runHookTypes = envelopes.compactMap { if case .hook(let hook) = $0 { hook.type } else { nil } }
        XCTAssertEqual(runHookTypes, [.afterTestRun, .afterTestRun, .beforeTestRun, .beforeTestRun])
        XCTAssertEqual(envelopes.testRunFinished?.success, true)
    }

    func test_run_inProcess_beforeRunEnvironmentReachesTheStepsAndIsPutBackAfterTheRun() async throws {
        let name = "BDD_RUN_SETUP_TEST_\(UUID().uuidString.prefix(8))"
        let journal = Journal()
        var library = StepLibrary()
        library.beforeRun { run in run.environment[name] = "http://127.0.0.1:9" }
        library.afterRun { run in journal.record("after run sees \(run.environment[name] ?? "nothing")") }
        library.given("a step that reads the environment") { (_: ScenarioContext) in
            journal.record(ProcessInfo.processInfo.environment[name] ?? "unset")
        }

        _ = try await RunHarness.run(library, [ScenarioFixture(name: "one", steps: ["a step that reads the environment"])])

        XCTAssertEqual(journal.entries, ["http://127.0.0.1:9", "after run sees http://127.0.0.1:9"])
        XCTAssertNil(ProcessInfo.processInfo.environment[name])
    }

    func test_run_withFailingBeforeRun_runsNoScenarioNorBeforeAllButReportsEachAsNotRunThenAfterRunAndFails() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.beforeRun(file: "/repo/Steps.swift", line: 3) { _ in throw Boom() }
        library.beforeAll { journal.record("before all") }
        library.afterAll { journal.record("after all") }
        library.afterRun { _ in journal.record("after run") }
        library.given("a passing step") { (_: ScenarioContext) in journal.record("step") }

        let envelopes = try await RunHarness.run(library, [
            ScenarioFixture(name: "one", steps: ["a passing step", "a passing step"]),
            ScenarioFixture(name: "two", steps: ["a passing step"]),
        ])

        XCTAssertEqual(journal.entries, ["after run"])
        XCTAssertEqual(envelopes.testCases.count, 2, "every selected scenario is reported")
        XCTAssertEqual(envelopes.stepStatuses, [.skipped, .skipped, .skipped], "and none of its steps ran")
        XCTAssertEqual(envelopes.pickles.count, 2)
        XCTAssertEqual(envelopes.runHookResults.map(\.status), [.failed, .passed])
        XCTAssertEqual(envelopes.runHookResults.first?.exception?.stackTrace, "Boom: boom\nSteps.swift:3")
        XCTAssertEqual(envelopes.testRunFinished?.success, false)
    }

    func test_run_dryRun_runsNoRunSetupHook() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.beforeRun { _ in journal.record("before run") }
        library.afterRun { _ in journal.record("after run") }
        library.given("a passing step") { (_: ScenarioContext) in }

        _ = try await RunHarness.run(library, [ScenarioFixture(name: "one", steps: ["a passing step"])], options: RunOptions(dryRun: true))

        XCTAssertEqual(journal.entries, [])
    }

    func test_run_beforeRunAttachment_isTiedToItsHookRun() async throws {
        var library = StepLibrary()
        library.beforeRun { run in run.log("server on port 8080") }
        library.given("a passing step") { (_: ScenarioContext) in }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "one", steps: ["a passing step"])])

        let started = envelopes.compactMap { if case .testRunHookStarted(let started) = $0 { started.id } else { nil } }
        XCTAssertEqual(envelopes.attachments.map(\.body), ["server on port 8080"])
        XCTAssertEqual(envelopes.attachments.first?.testRunHookStartedId, started.first)
    }

    func test_run_inProcess_toldItsRunHooksItIsWorkerZeroOfOne() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.beforeAll { (run: TestRunContext) in journal.record("\(run.workerId) of \(run.workerCount)") }
        library.given("a passing step") { (_: ScenarioContext) in }

        _ = try await RunHarness.run(library, [ScenarioFixture(name: "one", steps: ["a passing step"])])

        XCTAssertEqual(journal.entries, ["0 of 1"])
    }
}
