@testable import BDDRuntime
import CucumberMessages
import Foundation
import XCTest

final class ScenarioRunnerTests: XCTestCase {
    func test_run_onePickle_toldFromItsTestCaseToItsFinishWithAFreshWorldEachTime() async throws {
        let (sut, features) = try makeSUT([ScenarioFixture(name: "counts", steps: ["a step that counts"])]) { steps in
            steps.given("a step that counts") { (world: CountingWorld) in
                world.count += 1
                try expectEqual(world.count, 1)
            }
        }
        let pickle = try XCTUnwrap(features.pickles.first)

        let first = await sut.run(pickle, of: features)
        let second = await sut.run(pickle, of: features)

        XCTAssertEqual(kinds(first), ["testCase", "testCaseStarted", "testStepStarted", "testStepFinished", "testCaseFinished"])
        XCTAssertEqual(statuses(second), [.passed], "the second run starts from a fresh world")
    }

    func test_run_failingStep_skipsTheRestAndEndsItsTraceAtTheStepsLine() async throws {
        let (sut, features) = try makeSUT([ScenarioFixture(name: "fails", steps: ["it fails", "it is skipped"])]) { steps in
            steps.given("it fails") { (_: ScenarioContext) in throw Boom() }
            steps.given("it is skipped") { (_: ScenarioContext) in }
        }

        let envelopes = await sut.run(try XCTUnwrap(features.pickles.first), of: features)

        XCTAssertEqual(statuses(envelopes), [.failed, .skipped])
        let trace = envelopes.compactMap { envelope -> String? in
            if case .testStepFinished(let finished) = envelope { return finished.testStepResult.exception?.stackTrace }
            return nil
        }
        XCTAssertEqual(trace.first?.split(separator: "\n").last, "features/sample.feature:4")
    }

    func test_runBeforeAllHooks_andAfterAll_runOnlyWhenAsked() async throws {
        let journal = Journal()
        let (sut, _) = try makeSUT([]) { steps in
            steps.beforeAll { journal.record("BeforeAll") }
            steps.afterAll { journal.record("AfterAll") }
        }

        let before = await sut.runBeforeAllHooks()
        let entriesAfterBefore = await journal.entries
        _ = await sut.runAfterAllHooks()

        XCTAssertTrue(sut.hasRunHooks)
        XCTAssertEqual(before.count, 2, "testRunHookStarted and testRunHookFinished")
        XCTAssertEqual(entriesAfterBefore, ["BeforeAll"])
        let entries = await journal.entries
        XCTAssertEqual(entries, ["BeforeAll", "AfterAll"])
    }

    func test_runBeforeAllHooks_withBeforeRun_setsItsEnvironmentInThisProcessUntilTheAfterHooksRan() async throws {
        let name = "BDD_SCENARIO_RUNNER_TEST_\(UUID().uuidString.prefix(8))"
        let journal = Journal()
        let (sut, _) = try makeSUT([]) { steps in
            steps.beforeRun { run in run.environment[name] = "set" }
            steps.beforeAll { journal.record("BeforeAll sees \(ProcessInfo.processInfo.environment[name] ?? "nothing")") }
            steps.afterRun { run in journal.record("afterRun sees \(run.environment[name] ?? "nothing")") }
        }

        _ = await sut.runBeforeAllHooks()
        let during = ProcessInfo.processInfo.environment[name]
        _ = await sut.runAfterAllHooks()

        XCTAssertEqual(during, "set")
        XCTAssertNil(ProcessInfo.processInfo.environment[name])
        let entries = await journal.entries
        XCTAssertEqual(entries, ["BeforeAll sees set", "afterRun sees set"])
    }

    func test_runBeforeAllHooks_withFailingBeforeRun_runsNeitherBeforeAllNorAfterAllButAfterRun() async throws {
        let journal = Journal()
        let (sut, _) = try makeSUT([]) { steps in
            steps.beforeRun { _ in throw Boom() }
            steps.beforeAll { journal.record("BeforeAll") }
            steps.afterAll { journal.record("AfterAll") }
            steps.afterRun { _ in journal.record("afterRun") }
        }

        let before = await sut.runBeforeAllHooks()
        _ = await sut.runAfterAllHooks()

        let failed = before.compactMap { if case .testRunHookFinished(let finished) = $0 { finished.result.status } else { nil } }
        XCTAssertEqual(failed, [.failed])
        let entries = await journal.entries
        XCTAssertEqual(entries, ["afterRun"])
    }

    // MARK: - Helpers

    private func makeSUT(_ scenarios: [ScenarioFixture], steps define: (inout StepLibrary) -> Void) throws -> (ScenarioRunner, FeatureSet) {
        var steps = StepLibrary()
        define(&steps)
        var ids: any IdGenerator = IncrementingIdGenerator()
        let features = FeatureSet(parsed: FeatureFixture.parse(scenarios, ids: &ids))
        return (try ScenarioRunner(library: steps, currentDirectory: "/"), features)
    }

    private func kinds(_ envelopes: [Envelope]) -> [String] {
        envelopes.map { envelope in
            switch envelope {
            case .testCase: "testCase"
            case .testCaseStarted: "testCaseStarted"
            case .testStepStarted: "testStepStarted"
            case .testStepFinished: "testStepFinished"
            case .testCaseFinished: "testCaseFinished"
            default: "other"
            }
        }
    }

    private func statuses(_ envelopes: [Envelope]) -> [TestStepResultStatus] {
        envelopes.compactMap { envelope in
            if case .testStepFinished(let finished) = envelope { return finished.testStepResult.status }
            return nil
        }
    }
}

final class CountingWorld: World {
    var count = 0
}
