import BDDRuntime
import CucumberMessages
import XCTest

/// A step body is checked against its expression when the library is compiled, and against each step's own table or
/// doc string when the step runs (a dry run too).
@MainActor
final class StepSignatureTests: XCTestCase {
    func test_init_withValuesInTheWrongOrder_refusesNamingTheDefinitionAndTheMismatch() async {
        var library = StepLibrary()
        library.given("{int} of {string}", file: "/elsewhere/CartSteps.swift", line: 12) { (_: ScenarioContext, _: String, _: Int) in }

        XCTAssertEqual(
            refusal(of: library),
            "Step definition \"{int} of {string}\" at /elsewhere/CartSteps.swift:12 does not fit its expression: "
                + "the body's first value is String, but {int} gives Int"
        )
    }

    func test_init_withTooFewOrTooManyValues_refusesNamingBothCounts() async {
        var fewer = StepLibrary()
        fewer.given("{int} items at {float}", file: "/s.swift", line: 1) { (_: ScenarioContext, _: Int) in }
        var more = StepLibrary()
        more.given("a cart", file: "/s.swift", line: 2) { (_: ScenarioContext, _: Int) in }

        XCTAssertEqual(refusal(of: fewer)?.components(separatedBy: ": ").last, "the expression gives 2 values ({int}, {float}), but the body takes 1 (Int)")
        XCTAssertEqual(refusal(of: more)?.components(separatedBy: ": ").last, "the expression gives 0 values, but the body takes 1 (Int)")
    }

    func test_init_withTextForANumberOrAFractionForAWholeNumber_refuses() async {
        var text = StepLibrary()
        text.given("the code {string}", file: "/s.swift", line: 1) { (_: ScenarioContext, _: Int) in }
        var fraction = StepLibrary()
        fraction.given("a weight of {float}", file: "/s.swift", line: 2) { (_: ScenarioContext, _: Int) in }

        XCTAssertEqual(refusal(of: text)?.components(separatedBy: ": ").last, "the body's first value is Int, but {string} gives String")
        XCTAssertEqual(refusal(of: fraction)?.components(separatedBy: ": ").last, "the body's first value is Int, but {float} gives Float")
    }

    func test_init_regularExpressionGroupOfABuiltInTypeForText_isAcceptedAndTakesTheText() async throws {
        let journal = Journal()
        var library = StepLibrary()
        // `\d+` is {int}'s regular expression, so the group makes an Int too; as text it fills a String.
        library.step(regex: #"^order (\d+) of (\d+)$"#) { (_: ScenarioContext, number: String, total: Double) in journal.record("\(number) \(total)") }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["order 7 of 9"])])

        XCTAssertEqual(envelopes.stepStatuses, [.passed])
        XCTAssertEqual(journal.entries, ["7 9.0"])
    }

    func test_init_regularExpressionGroupForACustomTypeNotMadeFromText_refuses() async {
        var library = StepLibrary()
        library.step(regex: "^the flight (.+)$", file: "/s.swift", line: 1) { (_: ScenarioContext, _: Price) in }

        XCTAssertEqual(refusal(of: library)?.components(separatedBy: ": ").last, "the body's first value is Price, but a regular expression's group gives text")
    }

    func test_init_withACustomTypeForAnotherType_refuses() async {
        var library = StepLibrary()
        library.parameterType("money", regex: [#"\d+ EUR"#]) { _ in Price(cents: 0) }
        library.given("a price of {money}", file: "/s.swift", line: 1) { (_: ScenarioContext, _: Decimal) in }

        XCTAssertEqual(refusal(of: library)?.components(separatedBy: ": ").last, "the body's first value is Decimal, but {money} gives Price")
    }

    func test_init_withTheTableTakenTwice_refuses() async {
        var library = StepLibrary()
        library.given("a payload", file: "/s.swift", line: 1) { (_: ScenarioContext, _: BDDRuntime.DataTable, _: [Parcel]) in }

        XCTAssertEqual(refusal(of: library)?.components(separatedBy: ": ").last, "the body takes the step's data table 2 times (DataTable, Array<Parcel>)")
    }

    func test_init_withSeveralBodiesNotFitting_namesEveryOneAtOnce() async {
        var library = StepLibrary()
        library.given("{int} apples", file: "/s.swift", line: 1) { (_: ScenarioContext, _: String) in }
        library.given("a pear", file: "/s.swift", line: 2) { (_: ScenarioContext) in }
        library.given("{word} plums", file: "/s.swift", line: 3) { (_: ScenarioContext, _: Double) in }

        let lines = refusal(of: library)?.components(separatedBy: "\n") ?? []

        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines.first?.contains("/s.swift:1") == true, "\(lines)")
        XCTAssertTrue(lines.last?.contains("/s.swift:3") == true, "\(lines)")
    }

    func test_run_withBodiesThatFit_takesEveryValue() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.parameterType("money", regex: [#"\d+ EUR"#]) { groups in Price(cents: (Int((groups.first.flatMap { $0 } ?? "").dropLast(4)) ?? 0) * 100) }
        library.given("{int} boxes of {float} kg") { (_: ScenarioContext, boxes: Int64, weight: Decimal) in journal.record("\(boxes) \(weight)") }
        library.given("{int} spare") { (_: ScenarioContext, spare: Double?) in journal.record("\(spare ?? -1)") }
        library.given("a price of {money}") { (_: ScenarioContext, price: Price) in journal.record("\(price.cents)") }
        library.given("{} left") { (_: ScenarioContext, left: Int) in journal.record("\(left)") }
        library.step(regex: "^(\\d+) in stock$") { (_: ScenarioContext, stock: UInt8) in journal.record("\(stock)") }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: [
            "3 boxes of 2.5 kg", "4 spare", "a price of 12 EUR", "7 left", "9 in stock",
        ])])

        XCTAssertEqual(envelopes.stepStatuses, [.passed, .passed, .passed, .passed, .passed])
        XCTAssertEqual(journal.entries, ["3 2.5", "4.0", "1200", "7", "9"])
    }

    func test_run_withOptionalTable_takesNilWithoutOneAndNoExpressionValue() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.given("{int} products") { (_: ScenarioContext, count: Int, table: BDDRuntime.DataTable?) in
            journal.record("\(count) \(table?.rows.count ?? 0)")
        }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: [
            "2 products", StepFixture("And ", "3 products", table: [["name"], ["tea"]]),
        ])])

        XCTAssertEqual(envelopes.stepStatuses, [.passed, .passed])
        XCTAssertEqual(journal.entries, ["2 0", "3 2"])
    }

    func test_run_withStepArgumentTheBodyDoesNotTake_failsTheStepAndADryRunFindsEveryOne() async throws {
        var library = StepLibrary()
        library.given("a payload", file: "/elsewhere/Steps.swift", line: 4) { (_: ScenarioContext, _: BDDRuntime.DataTable) in }
        library.given("a list", file: "/elsewhere/Steps.swift", line: 5) { (_: ScenarioContext) in }
        let scenarios = [ScenarioFixture(name: "s", steps: [
            StepFixture("Given ", "a payload", docString: "{}"), StepFixture("Given ", "a list", table: [["a"]]),
        ])]

        for options in [RunOptions(), RunOptions(dryRun: true)] {
            let envelopes = try await RunHarness.run(library, scenarios, options: options)

            XCTAssertEqual(envelopes.stepStatuses, [.failed, options.dryRun ? .failed : .skipped], "a dry run finds every one")
            XCTAssertEqual(
                envelopes.stepResults.first?.message,
                "The step has no data table, but the body of \"a payload\" at /elsewhere/Steps.swift:4 takes one (DataTable)"
            )
        }
        let alone = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: [StepFixture("Given ", "a list", table: [["a"]])])])
        XCTAssertEqual(alone.stepResults.first?.message, "The step has a data table, but the body of \"a list\" at /elsewhere/Steps.swift:5 does not take it")
    }

    func test_catalog_withBodyNotFitting_keepsTheDefinitionAndSaysWhy() async throws {
        var library = StepLibrary()
        library.given("{int} of {string}", file: "/s.swift", line: 1) { (_: ScenarioContext, _: String, _: Int) in }
        library.given("a cart") { (_: ScenarioContext) in }

        let sut = try StepCatalog(library: library)

        XCTAssertEqual(sut.matches("3 of \"Shoes\"").map(\.definition), [0])
        XCTAssertEqual(sut.definitions[0].refusal?.hasSuffix("the body's first value is String, but {int} gives Int"), true)
        XCTAssertNil(sut.definitions[1].refusal)
    }

    // MARK: - Helpers

    private func refusal(of library: StepLibrary) -> String? {
        do {
            _ = try Runner(library: library, options: RunOptions(), clock: SteppingClock(), meta: RunHarness.meta, currentDirectory: "/repo")
            return nil
        } catch {
            return error.message
        }
    }
}

private struct Parcel: Decodable {
    let name: String
}

private struct Price: StepArgument, Sendable {
    let cents: Int
}
