@testable import BDDRuntime
import CucumberMessages
import Testing
import XCTest

final class AssertionCaptureTests: XCTestCase {
    func test_run_aStepWhoseExpectDoesNotHold_failsWithSwiftTestingsWordsAndSkipsTheRest() async throws {
        let (sut, features) = try makeSUT { steps in
            steps.given("it checks") { (world: CountingWorld) in #expect(world.count == 4) }
        }

        let results = await sut.run(try XCTUnwrap(features.pickles.first), of: features).stepResults

        XCTAssertEqual(results.map(\.status), [.failed, .skipped])
        XCTAssertEqual(results.first?.message?.split(separator: "\n").first, "Expectation failed: (world.count → 0) == 4")
        XCTAssertEqual(results.first?.exception?.stackTrace?.split(separator: "\n").last, "features/sample.feature:4")
    }

    func test_run_aStepWhoseRequireDoesNotHold_isToldOnceNotAsItsThrownError() async throws {
        let (sut, features) = try makeSUT { steps in
            steps.given("it checks") { (world: CountingWorld) in try #require(world.count == 4) }
        }

        let results = await sut.run(try XCTUnwrap(features.pickles.first), of: features).stepResults

        let message = try XCTUnwrap(results.first?.message)
        XCTAssertEqual(message.components(separatedBy: "Expectation failed").count, 2, "one failure: \(message)")
        XCTAssertFalse(message.contains("ExpectationFailedError"), message)
    }

    func test_run_severalIssuesInOneStep_areAllToldWithTheirSwiftLines() async throws {
        let (sut, features) = try makeSUT { steps in
            steps.given("it checks") { (_: ScenarioContext) in
                Issue.record("first")
                Issue.record("second")
            }
        }

        let results = await sut.run(try XCTUnwrap(features.pickles.first), of: features).stepResults

        let lines = try XCTUnwrap(results.first?.message).split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("Issue recorded: ") }, ["Issue recorded: first", "Issue recorded: second"])
        XCTAssertEqual(lines.filter { $0.contains("checked at ") && $0.contains("AssertionCaptureTests.swift:") }.count, 2)
    }

    func test_run_anIssueTheHostHears_failsTheStepAndTheNextOnesAreSkipped() async throws {
        let host = HostIssueScopeStub(issue: RecordedIssue(message: "the host's words", location: CodeLocation(file: "/x/Steps.swift", line: 7)))
        let (sut, features) = try makeSUT(host: host) { steps in
            steps.given("it checks") { (_: ScenarioContext) in }
        }

        let results = await sut.run(try XCTUnwrap(features.pickles.first), of: features).stepResults

        XCTAssertEqual(results.map(\.status), [.failed, .skipped])
        XCTAssertEqual(results.first?.message, "the host's words\n  checked at /x/Steps.swift:7")
    }

    func test_run_assertionsThatHold_pass() async throws {
        let (sut, features) = try makeSUT { steps in
            steps.given("it checks") { (world: CountingWorld) in
                #expect(world.count == 0)
                try #require(world.count == 0)
            }
        }

        let results = await sut.run(try XCTUnwrap(features.pickles.first), of: features).stepResults

        XCTAssertEqual(results.map(\.status), [.passed, .passed])
    }

    func test_run_aStepWhoseExpectDoesNotHold_isTheFailureItsAfterStepAndAfterHooksSee() async throws {
        let seen = Journal()
        let (sut, features) = try makeSUT { steps in
            steps.given("it checks") { (world: CountingWorld) in #expect(world.count == 4) }
            steps.afterStep { (scenario: ScenarioContext) in seen.record("afterStep \(scenario.status)") }
            steps.after { (scenario: ScenarioContext) in
                seen.record("after \(scenario.failure?.message?.split(separator: "\n").first ?? "nothing")")
            }
        }

        _ = await sut.run(try XCTUnwrap(features.pickles.first), of: features)

        let entries = await seen.entries
        XCTAssertEqual(entries, ["afterStep failed", "after Expectation failed: (world.count → 0) == 4"])
    }

    func test_run_aBeforeHookWhoseExpectDoesNotHold_failsTheHookAndSkipsTheSteps() async throws {
        let (sut, features) = try makeSUT { steps in
            steps.before { (world: CountingWorld) in #expect(world.count == 1, "no stock") }
            steps.given("it checks") { (_: ScenarioContext) in }
        }

        let results = await sut.run(try XCTUnwrap(features.pickles.first), of: features).stepResults

        XCTAssertEqual(results.map(\.status), [.failed, .skipped, .skipped])
        XCTAssertEqual(results.first?.message?.split(separator: "\n").prefix(2), ["Expectation failed: (world.count → 0) == 1", "no stock"])
    }

    // MARK: - Helpers

    private func makeSUT(host: (any HostIssueScope)? = nil, steps define: (inout StepLibrary) -> Void) throws -> (ScenarioRunner, FeatureSet) {
        var steps = StepLibrary()
        define(&steps)
        steps.given("the next step") { (_: ScenarioContext) in }
        var ids: any IdGenerator = IncrementingIdGenerator()
        let features = FeatureSet(parsed: FeatureFixture.parse([ScenarioFixture(name: "checks", steps: ["it checks", "the next step"])], ids: &ids))
        return (try ScenarioRunner(library: steps, currentDirectory: "/", hostIssues: host), features)
    }
}

/// A host whose framework records one issue in every body it runs.
private struct HostIssueScopeStub: HostIssueScope {
    let issue: RecordedIssue

    @MainActor
    func run(_ body: @escaping @MainActor @Sendable () async throws -> Void) async throws {
        IssueSink.record(issue)
        try await body()
    }
}
