import BDDRuntime
@testable import BDDTesting
import XCTest

final class ScenarioFailuresTests: XCTestCase {
    func test_failures_passingScenarioAndExamplesRows_areEmpty() async throws {
        let scenarios = try counterScenarios()

        for scenario in scenarios.prefix(3) {
            let failures = await scenario.failures()
            XCTAssertEqual(failures, [], scenario.description)
        }
    }

    func test_failures_failingStep_isAtTheStepsFeatureLineWithTheExpectationsWordsAndTheSkippedSteps() async throws {
        let scenario = try XCTUnwrap(try counterScenarios().first { $0.line == 21 })

        let failures = await scenario.failures()

        XCTAssertEqual(failures.map(\.line), [24])
        XCTAssertEqual(failures.first?.uri, "Features/counter.feature")
        let message = failures.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("Step failed: Then it reads 3\nExpected 3, got 2\n  checked at "), message)
        XCTAssertTrue(message.contains("BridgeFixture.swift:"), message)
        XCTAssertTrue(message.hasSuffix("Skipped after it:\n  And it is incremented"), message)
    }

    func test_failures_undefinedStep_namesTheStepThePhraseItMayMeanAndASnippetToPaste() async throws {
        let scenario = try XCTUnwrap(try counterScenarios().first { $0.line == 27 })

        let failures = await scenario.failures()

        XCTAssertEqual(failures.map(\.line), [29])
        let message = failures.first?.message ?? ""
        XCTAssertTrue(message.hasPrefix("Undefined step: When it is doubled\nDid you mean \"it is incremented\"?\nYou can implement it with:"), message)
        XCTAssertTrue(message.contains("steps.when(\"it is doubled\")"), message)
        XCTAssertEqual(message.components(separatedBy: "Did you mean").count, 2, "said once, before the snippet, never in its code: \(message)")
    }

    func test_failures_failingBeforeAllHook_failsEveryScenarioWithoutRunningIt() async throws {
        var steps = BridgeFixture.steps
        steps.beforeAll { throw HookFailure() }
        let fixture = BridgeFixture(features: ["counter.feature": BridgeFixture.counter])
        defer { fixture.folder.remove() }
        let scenario = try XCTUnwrap(try Specification.scenarios(in: "Features", steps: steps, file: fixture.testFile, environment: [:]).first)

        let failures = await scenario.failures()

        XCTAssertEqual(failures.map(\.line), [3])
        XCTAssertTrue(failures.first?.message.hasPrefix("BeforeAll hook failed (") ?? false, failures.first?.message ?? "")
    }

    func test_failures_everyScenarioOfASession_runsBeforeAllOnceFirstAndAfterAllOnceLast() async throws {
        let log = HookLog()
        var steps = BridgeFixture.steps
        steps.beforeAll { log.append("BeforeAll") }
        steps.afterAll { log.append("AfterAll") }
        steps.before { (_: Counter) in log.append("scenario") }
        let fixture = BridgeFixture(features: ["counter.feature": BridgeFixture.counter])
        defer { fixture.folder.remove() }
        let scenarios = try Specification.scenarios(in: "Features", steps: steps, file: fixture.testFile, environment: ["BDD_TAGS": "@slow"])

        await withTaskGroup(of: Void.self) { group in
            for scenario in scenarios { group.addTask { _ = await scenario.failures() } }
        }

        let entries = await log.entries
        XCTAssertEqual(entries, ["BeforeAll", "scenario", "scenario", "AfterAll"])
    }

    func test_failures_pendingAmbiguousAndFailingBeforeHook_failAsAStrictRunDoes() async throws {
        var steps = BridgeFixture.steps
        steps.given("a step to come") { (_: Counter) in throw PendingStep("not yet") }
        steps.given("a step written {int} times") { (_: Counter, _: Int) in }
        steps.given("a step written {word} times") { (_: Counter, _: String) in }
        steps.before(tags: "@broken") { (_: Counter) in throw HookFailure() }
        let fixture = BridgeFixture(features: ["mistakes.feature": """
            Feature: Mistakes

              Scenario: pending
                Given a step to come

              Scenario: ambiguous
                Given a step written 2 times

              @broken
              Scenario: a failing hook
                Given a counter at 1

            """])
        defer { fixture.folder.remove() }
        let scenarios = try Specification.scenarios(in: "Features", steps: steps, file: fixture.testFile, environment: [:])

        var failures: [[Specification.Failure]] = []
        for scenario in scenarios { failures.append(await scenario.failures()) }

        XCTAssertEqual(failures.map { $0.map(\.line) }, [[4], [7], [10]])
        XCTAssertEqual(failures[0].first?.message, "Pending step: Given a step to come\nnot yet")
        XCTAssertTrue(failures[1].first?.message.hasPrefix("Ambiguous step: Given a step written 2 times\nMultiple step definitions match:") ?? false)
        XCTAssertTrue(failures[2].first?.message.hasPrefix("Hook (Tests/BDDTestingTests/ScenarioFailuresTests.swift:") ?? false,
                      failures[2].first?.message ?? "")
    }

    private func counterScenarios() throws -> [Specification.Scenario] {
        let fixture = BridgeFixture(features: ["counter.feature": BridgeFixture.counter])
        addTeardownBlock { fixture.folder.remove() }
        return try Specification.scenarios(in: "Features", steps: BridgeFixture.steps, file: fixture.testFile, environment: [:])
    }
}

private struct HookFailure: Error {}

/// What hooks did, in order; on the main actor, where steps and hooks run.
@MainActor
final class HookLog: Sendable {
    private(set) var entries: [String] = []

    nonisolated init() {}

    func append(_ entry: String) {
        entries.append(entry)
    }
}
