import BDDRuntime
import CucumberMessages
import XCTest

@MainActor
final class HookTests: XCTestCase {
    func test_run_withBeforeAndAfterHooks_runsThemAroundTheStepsAfterInReverse() async throws {
        let (library, journal) = makeSUT()

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "ok", steps: ["a passing step"])])

        XCTAssertEqual(journal.entries, ["before 1", "before 2", "step", "after 2", "after 1"])
        XCTAssertEqual(envelopes.stepStatuses, [.passed, .passed, .passed, .passed, .passed])
        XCTAssertEqual(envelopes.testCases.first?.testSteps.map { $0.hookId != nil }, [true, true, false, true, true])
    }

    func test_run_afterAFailedStep_stillRunsAfterHooks() async throws {
        let (library, journal) = makeSUT()

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "ko", steps: ["a failing step", "a passing step"])])

        XCTAssertEqual(journal.entries, ["before 1", "before 2", "failing", "after 2", "after 1"])
        XCTAssertEqual(envelopes.stepStatuses, [.passed, .passed, .failed, .skipped, .passed, .passed])
    }

    func test_run_withFailingBeforeHook_skipsLaterBeforeHooksAndStepsButRunsAfterHooks() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.before { (_: ScenarioContext) in throw Boom() }
        library.before { (_: ScenarioContext) in journal.record("before 2") }
        library.given("a passing step") { (_: ScenarioContext) in journal.record("step") }
        library.after { (_: ScenarioContext) in journal.record("after") }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "ko", steps: ["a passing step"])])

        XCTAssertEqual(journal.entries, ["after"])
        XCTAssertEqual(envelopes.stepStatuses, [.failed, .skipped, .skipped, .passed])
        XCTAssertEqual(envelopes.stepResults.first?.exception?.stackTrace, "Boom: boom\nfeatures/sample.feature:3")
    }

    func test_run_withTaggedHooks_runsThemOnlyForMatchingScenarios() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.before(tags: "@db") { (scenario: ScenarioContext) in journal.record("db for \(scenario.name)") }
        library.after(tags: "not @db") { (scenario: ScenarioContext) in journal.record("no db for \(scenario.name)") }
        library.given("a passing step") { (_: ScenarioContext) in }

        _ = try await RunHarness.run(library, [
            ScenarioFixture(name: "tagged", tags: ["@db"], steps: ["a passing step"]),
            ScenarioFixture(name: "plain", steps: ["a passing step"]),
        ])

        XCTAssertEqual(journal.entries, ["db for tagged", "no db for plain"])
    }

    func test_run_withCompoundTagExpression_evaluatesItAgainstTheScenarioTags() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.before(tags: "(@a or @b) and not @wip") { (scenario: ScenarioContext) in journal.record(scenario.name) }

        _ = try await RunHarness.run(library, [
            ScenarioFixture(name: "a", tags: ["@a"], steps: []),
            ScenarioFixture(name: "b wip", tags: ["@b", "@wip"], steps: []),
            ScenarioFixture(name: "none", steps: []),
            ScenarioFixture(name: "b", tags: ["@b"], steps: []),
        ])

        XCTAssertEqual(journal.entries, ["a", "b"])
    }

    func test_init_withMalformedHookTagExpression_throwsNamingTheHook() {
        var library = StepLibrary()
        library.before(tags: "@a and", file: "/repo/Hooks.swift", line: 12) { (_: ScenarioContext) in }

        XCTAssertThrowsError(try Runner(library: library, currentDirectory: "/repo")) { error in
            XCTAssertTrue("\(error)".hasPrefix("Hook at Hooks.swift:12: "), "\(error)")
        }
    }

    func test_run_withNamedHook_reportsItsNameAndTagExpression() async throws {
        var library = StepLibrary()
        library.before(tags: "@db", name: "Reset the database") { (_: ScenarioContext) in }

        let envelopes = try await RunHarness.run(library, [])

        let hooks = envelopes.compactMap { if case .hook(let hook) = $0 { hook } else { nil } }
        XCTAssertEqual(hooks.map(\.name), ["Reset the database"])
        XCTAssertEqual(hooks.map(\.tagExpression), ["@db"])
        XCTAssertEqual(hooks.map(\.type), [.beforeTestCase])
    }

    func test_run_withSkippingBeforeHook_skipsTheScenarioWithoutFailing() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.before { (_: ScenarioContext) in throw SkippedStep("no network") }
        library.given("a passing step") { (_: ScenarioContext) in journal.record("step") }
        library.after { (_: ScenarioContext) in journal.record("after") }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["a passing step"])])

        XCTAssertEqual(envelopes.stepStatuses, [.skipped, .skipped, .passed])
        XCTAssertEqual(envelopes.stepResults.first?.message, "no network")
        XCTAssertEqual(journal.entries, ["after"])
        XCTAssertEqual(envelopes.testRunFinished?.success, true)
    }

    func test_run_withRunHooks_runsBeforeAllOnceFirstAndAfterAllOnceLastInReverse() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.beforeAll { journal.record("before all 1") }
        library.beforeAll { journal.record("before all 2") }
        library.afterAll { journal.record("after all 1") }
        library.afterAll { journal.record("after all 2") }
        library.given("a passing step") { (scenario: ScenarioContext) in journal.record(scenario.name) }

        let envelopes = try await RunHarness.run(library, [
            ScenarioFixture(name: "one", steps: ["a passing step"]),
            ScenarioFixture(name: "two", steps: ["a passing step"]),
        ])

        XCTAssertEqual(journal.entries, ["before all 1", "before all 2", "one", "two", "after all 2", "after all 1"])
        XCTAssertEqual(envelopes.runHookResults.map(\.status), [.passed, .passed, .passed, .passed])
    }

    func test_run_withFailingBeforeAll_runsNoTestCaseButEveryOtherRunHook() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.beforeAll(file: "/repo/Steps.swift", line: 7) { throw Boom() }
        library.beforeAll { journal.record("before all 2") }
        library.afterAll { journal.record("after all") }
        library.given("a passing step") { (_: ScenarioContext) in journal.record("step") }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "one", steps: ["a passing step"])])

        XCTAssertEqual(journal.entries, ["before all 2", "after all"])
        XCTAssertEqual(envelopes.testCases.count, 0)
        XCTAssertEqual(envelopes.runHookResults.first?.exception?.stackTrace, "Boom: boom\nSteps.swift:7")
        XCTAssertEqual(envelopes.testRunFinished?.success, false)
    }

    func test_run_withFailingAfterAll_failsTheRun() async throws {
        var library = StepLibrary()
        library.afterAll { throw Boom() }
        library.given("a passing step") { (_: ScenarioContext) in }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "one", steps: ["a passing step"])])

        XCTAssertEqual(envelopes.stepStatuses, [.passed])
        XCTAssertEqual(envelopes.testRunFinished?.success, false)
    }

    // MARK: - Helpers

    private func makeSUT() -> (StepLibrary, Journal) {
        let journal = Journal()
        var library = StepLibrary()
        library.before { (_: ScenarioContext) in journal.record("before 1") }
        library.after { (_: ScenarioContext) in journal.record("after 1") }
        library.before { (_: ScenarioContext) in journal.record("before 2") }
        library.after { (_: ScenarioContext) in journal.record("after 2") }
        library.given("a passing step") { (_: ScenarioContext) in journal.record("step") }
        library.given("a failing step") { (_: ScenarioContext) in
            journal.record("failing")
            throw Boom()
        }
        return (library, journal)
    }
}
