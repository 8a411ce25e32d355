import BDDRuntime
import CucumberMessages
import Foundation
import XCTest

/// What After and AfterStep hooks read of the scenario they follow: its status so far and its first failure.
@MainActor
final class ScenarioResultTests: XCTestCase {
    func test_run_passingScenario_afterHookSeesPassedAndNoFailure() async throws {
        let (library, spy) = makeSUT()

        _ = try await RunHarness.run(library, [ScenarioFixture(name: "ok", steps: ["a passing step", "a passing step"])])

        XCTAssertEqual(spy.seen, [.init(status: .passed, failure: nil)])
    }

    func test_run_failingStep_afterHookSeesFailedWithTheStepsTextLineAndMessage() async throws {
        let (library, spy) = makeSUT()

        _ = try await RunHarness.run(library, [ScenarioFixture(name: "ko", steps: ["a passing step", "a failing step", "a passing step"])])

        XCTAssertEqual(spy.seen, [.init(status: .failed, failure: .init(text: "a failing step", line: 5, status: .failed, message: "boom"))])
    }

    func test_run_afterStepHook_seesTheStepItFollowsAndNotTheOnesAfter() async throws {
        let (library, spy) = makeSUT(observing: .afterStep)

        _ = try await RunHarness.run(library, [ScenarioFixture(name: "ko", steps: ["a passing step", "a failing step", "a passing step"])])

        XCTAssertEqual(spy.seen.map(\.status), [.passed, .failed], "the step after the failure does not run, nor its hook")
        XCTAssertNil(spy.seen.first?.failure)
        XCTAssertEqual(spy.seen.last?.failure?.text, "a failing step")
        XCTAssertEqual(spy.seen.last?.failure?.line, 5)
    }

    func test_run_failingAfterStepHook_isTheFailureOfItsStepForTheAfterHook() async throws {
        let (library, spy) = makeSUT()
        var failingAfterStep = library
        failingAfterStep.afterStep { (_: ScenarioContext) in throw Boom() }

        _ = try await RunHarness.run(failingAfterStep, [ScenarioFixture(name: "ko", steps: ["a passing step", "a passing step"])])

        XCTAssertEqual(spy.seen.map(\.status), [.failed])
        XCTAssertEqual(spy.seen.first?.failure?.text, "a passing step")
        XCTAssertEqual(spy.seen.first?.failure?.line, 4, "the first step, whose AfterStep hook failed")
    }

    func test_run_failingBeforeHook_isTheFailureTheAfterHookSees() async throws {
        let (library, spy) = makeSUT()
        var failingBefore = library
        failingBefore.before(file: "/repo/Hooks.swift", line: 7) { (_: ScenarioContext) in throw Boom() }

        _ = try await RunHarness.run(failingBefore, [ScenarioFixture(name: "ko", steps: ["a passing step"])])

        XCTAssertEqual(spy.seen, [.init(status: .failed, failure: .init(text: "Before hook (Hooks.swift:7)", line: 3, status: .failed, message: "boom"))])
    }

    func test_run_failingNamedAfterHook_isNamedInTheFailureTheLaterAfterHookSees() async throws {
        let (library, spy) = makeSUT()
        var failingAfter = library
        // After hooks run in reverse: this one runs before the spy's.
        failingAfter.after(name: "Close the browser", file: "/repo/Hooks.swift", line: 9) { (_: ScenarioContext) in throw Boom() }

        _ = try await RunHarness.run(failingAfter, [ScenarioFixture(name: "ko", steps: ["a passing step"])])

        XCTAssertEqual(spy.seen.first?.failure?.text, "Close the browser (Hooks.swift:9)")
    }

    func test_run_failingStepThenFailingAfterHook_keepsTheStepAsTheFailure() async throws {
        let (library, spy) = makeSUT()
        var failingAfter = library
        failingAfter.after { (_: ScenarioContext) in throw PendingStep("never read") }

        _ = try await RunHarness.run(failingAfter, [ScenarioFixture(name: "ko", steps: ["a failing step"])])

        XCTAssertEqual(spy.seen.map(\.status), [.failed], "failed is worse than the hook's pending")
        XCTAssertEqual(spy.seen.first?.failure?.text, "a failing step")
    }

    func test_run_undefinedStep_isTheFailureWithoutAMessage() async throws {
        let (library, spy) = makeSUT()

        _ = try await RunHarness.run(library, [ScenarioFixture(name: "ko", steps: ["a passing step", "a step nobody wrote"])])

        XCTAssertEqual(spy.seen, [.init(status: .undefined, failure: .init(text: "a step nobody wrote", line: 5, status: .undefined, message: nil))])
    }

    func test_run_pendingStep_isTheFailureWithItsReason() async throws {
        let (library, spy) = makeSUT()
        var pending = library
        pending.given("a pending step") { (_: ScenarioContext) in throw PendingStep("waiting for the API") }

        _ = try await RunHarness.run(pending, [ScenarioFixture(name: "ko", steps: ["a pending step"])])

        XCTAssertEqual(spy.seen, [.init(status: .pending, failure: .init(text: "a pending step", line: 4, status: .pending, message: "waiting for the API"))])
    }

    func test_run_skippedScenario_isSkippedWithoutAFailure() async throws {
        let (library, spy) = makeSUT()
        var skipping = library
        skipping.given("a skipping step") { (_: ScenarioContext) in throw SkippedStep("no network") }

        _ = try await RunHarness.run(skipping, [ScenarioFixture(name: "s", steps: ["a skipping step", "a passing step"])])

        XCTAssertEqual(spy.seen, [.init(status: .skipped, failure: nil)])
    }

    func test_run_retriedScenario_startsEachAttemptPassed() async throws {
        let (library, spy) = makeSUT()
        var flaky = library
        let attempts = Journal()
        flaky.given("a step that passes the second time") { (_: ScenarioContext) in
            attempts.record("attempt")
            if attempts.entries.count == 1 { throw Boom() }
        }

        _ = try await RunHarness.run(flaky, [ScenarioFixture(name: "flaky", steps: ["a step that passes the second time"])], options: RunOptions(retry: 1))

        XCTAssertEqual(spy.seen.map(\.status), [.failed, .passed])
        XCTAssertNil(spy.seen.last?.failure)
    }

    func test_run_withTheREADMEsAfterHookExample_logsWhatFailedOnlyInTheFailedScenario() async throws {
        var steps = StepLibrary()
        steps.given("a passing step") { (_: ScenarioContext) in }
        steps.given("a failing step") { (_: ScenarioContext) in throw Boom() }
        Self.addREADMEExample(to: &steps)

        let envelopes = try await RunHarness.run(steps, [
            ScenarioFixture(name: "ok", steps: ["a passing step"]),
            ScenarioFixture(name: "ko", steps: ["a failing step"]),
        ])

        XCTAssertEqual(envelopes.attachments.map(\.body), ["features/sample.feature:7 a failing step: boom"])
        XCTAssertEqual(envelopes.attachments.map(\.mediaType), ["text/x.cucumber.log+plain"])
    }

    func test_readme_afterHookExample_isTheCodeThisFileRuns() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)

        let lines = source.components(separatedBy: "\n")
        let begin = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("// README: begin") })
        let end = try XCTUnwrap(lines.firstIndex { $0.hasSuffix("// README: end") })
        let example = lines[(begin + 1)..<end].map { "  " + $0.dropFirst(8) }.joined(separator: "\n")
        XCTAssertTrue(readme.contains("  ```swift\n" + example + "\n  ```"), "README's After hook example differs from addREADMEExample")
    }

    // MARK: - Helpers

    /// The README's After hook that logs what failed ("Adding a step"), word for word between the markers.
    private static func addREADMEExample(to steps: inout StepLibrary) {
        // README: begin
        steps.after { (scenario: ScenarioContext) in
            if scenario.status == .failed, let failure = scenario.failure {
                scenario.log("\(failure.uri):\(failure.line) \(failure.text): \(failure.message ?? "")")
            }
        }
        // README: end
    }

    /// A library of a passing and a failing step whose `hook` (After, or AfterStep) tells `ScenarioSpy` what it saw.
    private func makeSUT(observing hook: ScenarioSpy.Hook = .after) -> (StepLibrary, ScenarioSpy) {
        let spy = ScenarioSpy()
        var library = StepLibrary()
        library.given("a passing step") { (_: ScenarioContext) in }
        library.given("a failing step") { (_: ScenarioContext) in throw Boom() }
        switch hook {
        case .after: library.after { (scenario: ScenarioContext) in spy.record(scenario) }
        case .afterStep: library.afterStep { (scenario: ScenarioContext) in spy.record(scenario) }
        }
        return (library, spy)
    }
}

/// Records what a hook read of its scenario, each time it ran.
@MainActor
private final class ScenarioSpy {
    enum Hook { case after, afterStep }

    struct Seen: Equatable {
        /// `ScenarioFailure`'s fields, in the sample feature unless told otherwise.
        struct Failure: Equatable {
            var text: String
            var uri = "features/sample.feature"
            var line: Int
            var status: TestStepResultStatus
            var message: String?
        }

        let status: TestStepResultStatus
        let failure: Failure?
    }

    private(set) var seen: [Seen] = []

    func record(_ scenario: ScenarioContext) {
        let failure = scenario.failure.map { Seen.Failure(text: $0.text, uri: $0.uri, line: $0.line, status: $0.status, message: $0.message) }
        seen.append(Seen(status: scenario.status, failure: failure))
    }
}
