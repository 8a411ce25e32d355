import BDDRuntime
import CucumberMessages
import XCTest

@MainActor
final class TableDecodingRunTests: XCTestCase {
    func test_run_stepTakingRowsOfStructs_getsTheTableDecodedWithItsParameterTypes() async throws {
        let journal = Journal()
        var library = makeLibrary()
        library.given("the catalogue:") { (_: ScenarioContext, products: [Product]) in
            journal.record(products.map { "\($0.name) \($0.price.cents) \($0.price.currency)" }.joined(separator: ", "))
        }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: [
            StepFixture("Given ", "the catalogue:", table: [["Name", "Price"], ["tea", "2.50 EUR"], ["milk", "1.05 GBP"]]),
        ])])

        XCTAssertEqual(envelopes.stepStatuses, [.passed])
        XCTAssertEqual(journal.entries, ["tea 250 EUR, milk 105 GBP"])
    }

    func test_run_stepDecodingItsTableAndDocString_getsTheValues() async throws {
        let journal = Journal()
        var library = makeLibrary()
        library.given("the catalogue:") { (_: ScenarioContext, table: BDDRuntime.DataTable) in
            journal.record(try table.decode([Product].self).map(\.name).joined(separator: ", "))
        }
        library.given("the order:") { (_: ScenarioContext, order: OrderLine) in journal.record("\(order.name) × \(order.quantity)") }
        library.when("I apply:") { (_: ScenarioContext, docString: BDDRuntime.DocString) in
            journal.record(try docString.decode(Voucher.self).code)
        }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: [
            StepFixture("Given ", "the catalogue:", table: [["name", "price"], ["tea", "2.50 EUR"]]),
            StepFixture("Given ", "the order:", table: [["Name", "tea"], ["Quantity", "3"]]),
            StepFixture("When ", "I apply:", docString: #"{"code": "SPRING"}"#),
        ])])

        XCTAssertEqual(envelopes.stepStatuses, [.passed, .passed, .passed])
        XCTAssertEqual(journal.entries, ["tea", "tea × 3", "SPRING"])
    }

    func test_run_tableThatDoesNotFit_failsTheStepNamingTheFeatureLine() async throws {
        var library = makeLibrary()
        library.given("the catalogue:") { (_: ScenarioContext, _: [Product]) in }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: [
            StepFixture("Given ", "the catalogue:", table: [["name", "price"], ["tea", "2.50 EUR"], ["milk", "free"]]),
        ])])

        XCTAssertEqual(envelopes.stepStatuses, [.failed])
        XCTAssertEqual(
            envelopes.stepResults.first?.message,
            #"features/sample.feature:7: data table row 2, column "price": "free" is not a Money: it does not match {money}"#
        )
    }

    func test_run_docStringThatDoesNotFit_failsTheStepNamingTheFeatureLine() async throws {
        var library = makeLibrary()
        library.when("I apply:") { (_: ScenarioContext, docString: BDDRuntime.DocString) in _ = try docString.decode(Voucher.self) }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: [
            StepFixture("When ", "I apply:", docString: #"{"code": 1}"#),
        ])])

        XCTAssertEqual(envelopes.stepStatuses, [.failed])
        XCTAssertEqual(envelopes.stepResults.first?.message?.hasPrefix("features/sample.feature:5: doc string: not JSON of a Voucher: at code: "), true)
    }

    // MARK: - Helpers

    private func makeLibrary() -> StepLibrary {
        var library = StepLibrary()
        library.parameterType("money", regex: [Money.regularExpression], transform: Money.make)
        return library
    }
}

private struct OrderLine: TableDecodable { let name: String; let quantity: Int }
private struct Voucher: Decodable { let code: String }
