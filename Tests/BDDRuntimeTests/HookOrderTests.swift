import BDDRuntime
import CucumberMessages
import XCTest

/// `order:` on a hook: lower runs first among Before hooks, After hooks run in reverse (higher first), and equal
/// orders keep registration order (reversed for After hooks), as without one.
@MainActor
final class HookOrderTests: XCTestCase {
    func test_run_scenarioHooksWithOrders_runBeforeLowerFirstAndAfterHigherFirst() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.before(order: 10) { (_: ScenarioContext) in journal.record("before 10 a") }
        library.before(order: -1) { (_: ScenarioContext) in journal.record("before -1") }
        library.before(order: 10) { (_: ScenarioContext) in journal.record("before 10 b") }
        library.before { (_: ScenarioContext) in journal.record("before default") }
        library.after(order: 10) { (_: ScenarioContext) in journal.record("after 10 a") }
        library.after { (_: ScenarioContext) in journal.record("after default") }
        library.after(order: 10) { (_: ScenarioContext) in journal.record("after 10 b") }
        library.after(order: -1) { (_: ScenarioContext) in journal.record("after -1") }
        library.given("a step") { (_: ScenarioContext) in journal.record("step") }

        _ = try await RunHarness.run(library, [ScenarioFixture(name: "one", steps: ["a step"])])

        XCTAssertEqual(journal.entries, [
            "before -1", "before default", "before 10 a", "before 10 b", "step",
            "after 10 b", "after 10 a", "after default", "after -1",
        ])
    }

    func test_run_stepHooksWithOrders_runBeforeStepLowerFirstAndAfterStepHigherFirst() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.beforeStep(order: 2) { (_: ScenarioContext) in journal.record("before step 2") }
        library.beforeStep(order: 1) { (_: ScenarioContext) in journal.record("before step 1") }
        library.afterStep(order: 1) { (_: ScenarioContext) in journal.record("after step 1") }
        library.afterStep(order: 2) { (_: ScenarioContext) in journal.record("after step 2") }
        library.given("a step") { (_: ScenarioContext) in journal.record("step") }

        _ = try await RunHarness.run(library, [ScenarioFixture(name: "one", steps: ["a step"])])

        XCTAssertEqual(journal.entries, ["before step 1", "before step 2", "step", "after step 2", "after step 1"])
    }

    func test_run_runHooksWithOrders_runBeforeLowerFirstAndAfterHigherFirst() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.beforeRun(order: 5) { _ in journal.record("before run 5") }
        library.beforeRun(order: 1) { _ in journal.record("before run 1") }
        library.beforeAll(order: 5) { journal.record("before all 5") }
        library.beforeAll(order: 1) { journal.record("before all 1") }
        library.afterAll(order: 1) { journal.record("after all 1") }
        library.afterAll(order: 5) { journal.record("after all 5") }
        library.afterRun(order: 1) { _ in journal.record("after run 1") }
        library.afterRun(order: 5) { _ in journal.record("after run 5") }
        library.given("a step") { (_: ScenarioContext) in }

        _ = try await RunHarness.run(library, [ScenarioFixture(name: "one", steps: ["a step"])])

        XCTAssertEqual(journal.entries, [
            "before run 1", "before run 5", "before all 1", "before all 5",
            "after all 5", "after all 1", "after run 5", "after run 1",
        ])
    }

    func test_run_hooksWithOrders_publishTheirHookMessagesInRegistrationOrder() async throws {
        var library = StepLibrary()
        library.before(name: "second", order: 2) { (_: ScenarioContext) in }
        library.before(name: "first", order: 1) { (_: ScenarioContext) in }
        library.given("a step") { (_: ScenarioContext) in }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "one", steps: ["a step"])])

        let hooks = envelopes.compactMap { if case .hook(let hook) = $0 { hook } else { nil } }
        XCTAssertEqual(hooks.map(\.name), ["second", "first"])
        let plannedHookIds = envelopes.testCases.first?.testSteps.compactMap(\.hookId)
        XCTAssertEqual(plannedHookIds, [hooks[1].id, hooks[0].id], "the test case runs them by order")
    }
}
