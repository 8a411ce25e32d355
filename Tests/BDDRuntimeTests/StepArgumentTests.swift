import BDDRuntime
import CucumberMessages
import XCTest

@MainActor
final class StepArgumentTests: XCTestCase {
    func test_run_stepWithExpressionValues_convertsThemToTheBodysTypes() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.given("{int} items at {float} named {string} by {word}") { (_: ScenarioContext, count: Int, price: Double, name: String, author: String) in
            journal.record("\(count) \(price) \(name) \(author)")
        }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["3 items at 2.5 named \"big box\" by ana"])])

        XCTAssertEqual(envelopes.stepStatuses, [.passed])
        XCTAssertEqual(journal.entries, ["3 2.5 big box ana"])
    }

    func test_run_stepWithAnArgument_reportsTheMatchedArgument() async throws {
        var library = StepLibrary()
        library.given("I have {int} cukes") { (_: ScenarioContext, _: Int) in }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["I have 42 cukes"])])

        let arguments = envelopes.testCases.first?.testSteps.first?.stepMatchArgumentsLists?.first?.stepMatchArguments
        XCTAssertEqual(arguments?.first?.group.value, "42")
        XCTAssertEqual(arguments?.first?.group.start, 7)
        XCTAssertEqual(arguments?.first?.parameterTypeName, "int")
    }

    func test_run_withValueThatDoesNotConvert_failsTheStep() async throws {
        var library = StepLibrary()
        library.step(regex: "^the code is (\\w+)$") { (_: ScenarioContext, _: Int) in }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["the code is abc"])])

        XCTAssertEqual(envelopes.stepStatuses, [.failed])
    }

    func test_run_withRegularExpression_passesEachGroupAndNilForAnUnmatchedOptionalGroup() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.step(regex: "^a (\\w+)(?: and a (\\w+))?$") { (_: ScenarioContext, first: String, second: String?) in
            journal.record("\(first) \(second ?? "none")")
        }

        _ = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["a cucumber", "a cucumber and a gourd"])])

        XCTAssertEqual(journal.entries, ["cucumber none", "cucumber gourd"])
    }

    func test_run_withCustomParameterType_transformsTheMatch() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.parameterType("flight", regex: ["[A-Z]{3}-[A-Z]{3}"]) { groups in Flight(code: groups.first.flatMap { $0 } ?? "") }
        library.given("{flight} is delayed") { (_: ScenarioContext, flight: Flight) in journal.record(flight.code) }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["LHR-CDG is delayed"])])

        XCTAssertEqual(journal.entries, ["LHR-CDG"])
        let parameterTypes = envelopes.compactMap { if case .parameterType(let type) = $0 { type } else { nil } }
        XCTAssertEqual(parameterTypes.map(\.name), ["flight"])
        XCTAssertEqual(parameterTypes.map(\.regularExpressions), [["[A-Z]{3}-[A-Z]{3}"]])
    }

    func test_run_withDataTable_passesItAfterTheExpressionValues() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.given("{int} products:") { (_: ScenarioContext, count: Int, table: BDDRuntime.DataTable) in
            journal.record("\(count) \(table.hashes.map { $0["name"] ?? "?" })")
        }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: [
            StepFixture("Given ", "2 products:", table: [["name", "price"], ["tea", "2"], ["milk", "1"]]),
        ])])

        XCTAssertEqual(envelopes.stepStatuses, [.passed])
        XCTAssertEqual(journal.entries, [#"2 ["tea", "milk"]"#])
    }

    func test_run_withDocString_passesItsContentAndMediaType() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.given("the payload:") { (_: ScenarioContext, payload: BDDRuntime.DocString) in journal.record(payload.content) }

        _ = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: [
            StepFixture("Given ", "the payload:", docString: "{\"items\": []}"),
        ])])

        XCTAssertEqual(journal.entries, ["{\"items\": []}"])
    }

    func test_run_withBodyTakingADataTableTheStepLacks_failsTheStep() async throws {
        var library = StepLibrary()
        library.given("products:", file: "/elsewhere/Steps.swift", line: 7) { (_: ScenarioContext, _: BDDRuntime.DataTable) in }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["products:"])])

        XCTAssertEqual(envelopes.stepStatuses, [.failed])
        XCTAssertEqual(envelopes.stepResults.first?.message, "The step has no data table, but the body of \"products:\" at /elsewhere/Steps.swift:7 takes one (DataTable)")
    }

    func test_run_withBodyTakingTheScenarioBesideItsWorld_attachesAndLogsToTheStep() async throws {
        var library = StepLibrary()
        library.given("a cart with {int} items") { (cart: CartWorld, scenario: ScenarioContext, count: Int) in
            cart.items = count
            scenario.log("the cart has \(cart.items) items in \(scenario.name)")
        }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "Checkout", steps: ["a cart with 3 items"])])

        XCTAssertEqual(envelopes.stepStatuses, [.passed])
        let attachments = envelopes.compactMap { if case .attachment(let attachment) = $0 { attachment } else { nil } }
        XCTAssertEqual(attachments.map(\.body), ["the cart has 3 items in Checkout"])
        XCTAssertEqual(attachments.first?.testStepId, envelopes.testCases.first?.testSteps.first?.id)
    }

    func test_run_withUndefinedStepHavingATable_suggestsASnippetTakingIt() async throws {
        let envelopes = try await RunHarness.run(StepLibrary(), [ScenarioFixture(name: "s", steps: [
            StepFixture("When ", "I price 1.5 kg", table: [["a"]]),
        ])])

        XCTAssertEqual(envelopes.suggestions.first?.snippets.first?.code, """
            steps.when("I price {float} kg") { (scenario: ScenarioContext, float: Double, table: DataTable) in
                throw PendingStep()
            }
            """)
    }
}

@MainActor
private final class CartWorld: World {
    var items = 0
}

private struct Flight: StepArgument, Sendable {
    let code: String
}
