import BDDRuntime
import Foundation
import XCTest

final class ExpectationsTests: XCTestCase {
    func test_expectEqual_withDifferentValues_throwsSayingBoth() {
        XCTAssertThrowsError(try expectEqual(2, 3, file: "/x/Steps.swift", line: 8)) { error in
            XCTAssertEqual(error as? ExpectationFailure, ExpectationFailure("Expected 3, got 2", location: CodeLocation(file: "/x/Steps.swift", line: 8)))
        }
    }

    func test_expectEqual_withMessage_prefixesIt() {
        XCTAssertThrowsError(try expectEqual("a", "b", "the name")) { error in
            XCTAssertEqual("\(error)", #"the name: Expected "b", got "a""#)
        }
    }

    func test_expectEqual_message_isEvaluatedOnceOnFailureAndNeverOnSuccess() {
        var evaluations = 0
        func message() -> String {
            evaluations += 1
            return "call \(evaluations)"
        }

        XCTAssertNoThrow(try expectEqual(1, 1, message()))
        XCTAssertEqual(evaluations, 0)
        XCTAssertThrowsError(try expectEqual(1, 2, message())) { error in
            XCTAssertEqual("\(error)", "call 1: Expected 2, got 1")
        }
        XCTAssertEqual(evaluations, 1)
    }

    func test_expectEqual_withEqualValues_doesNotThrow() {
        XCTAssertNoThrow(try expectEqual([1], [1]))
    }

    func test_expect_withFalseCondition_throwsTheMessage() {
        XCTAssertThrowsError(try expect(false, "no request was sent")) { error in
            XCTAssertEqual("\(error)", "no request was sent")
        }
        XCTAssertNoThrow(try expect(true))
    }

    func test_unwrap_nilOrAValue_throwsOrReturnsTheValue() throws {
        let missing: Int? = nil

        XCTAssertThrowsError(try unwrap(missing, "no session"))
        XCTAssertEqual(try unwrap(Optional(4)), 4)
    }
}

final class ReadableFailureTests: XCTestCase {
    private enum ScreenState: Equatable {
        case loaded
        case failed(message: String)
    }

    private struct Money: Equatable {
        var amount: Int
        var currency: String
    }

    func test_expectEqual_withEnumCases_printsThemAsWrittenInSwift() {
        XCTAssertThrowsError(try expectEqual(ScreenState.loaded, .failed(message: "Sin conexión. Inténtalo de nuevo."))) { error in
            XCTAssertEqual((error as? ExpectationFailure)?.message, #"Expected .failed(message: "Sin conexión. Inténtalo de nuevo."), got .loaded"#)
        }
    }

    func test_expectEqual_withStructsAndOptionals_dropsModuleNamesButKeepsQuotedText() {
        let shown: Money? = Money(amount: 3, currency: "A.b")

        XCTAssertThrowsError(try expectEqual(shown, nil)) { error in
            XCTAssertEqual((error as? ExpectationFailure)?.message, #"Expected nil, got Money(amount: 3, currency: "A.b")"#)
        }
    }

    func test_expectEqual_withURLs_keepsTheirPathWhole() {
        let shown = URL(string: "https://example.com/App/Info.plist")

        XCTAssertThrowsError(try expectEqual(shown, URL(string: "https://example.com/Info.plist"))) { error in
            XCTAssertEqual((error as? ExpectationFailure)?.message, "Expected https://example.com/Info.plist, got https://example.com/App/Info.plist")
        }
    }

    func test_errorDescription_checkUnderTheCurrentDirectory_namesTheLineOfTheCheck() {
        let failure = ExpectationFailure("Expected 3, got 2", location: CodeLocation(file: FileManager.default.currentDirectoryPath + "/Sources/Steps.swift", line: 12))

        XCTAssertEqual(failure.errorDescription, "Expected 3, got 2\n  checked at Sources/Steps.swift:12")
    }

    func test_expectEqualOfTables_rowsMissingExtraAndChanged_showsThemAligned() {
        let expected = DataTable(rows: [["id", "nombre"], ["1", "Camiseta"], ["2", "Taza"]])
        let actual = DataTable(rows: [["id", "nombre"], ["1", "Camiseta"], ["2", "Tazón grande"], ["3", "Gorra"]])

        XCTAssertThrowsError(try expectEqual(actual, expected, "the catalog")) { error in
            XCTAssertEqual((error as? ExpectationFailure)?.message, """
                the catalog: the tables differ (- expected, + actual):
                  | id | nombre       |
                  | 1  | Camiseta     |
                - | 2  | Taza         |
                + | 2  | Tazón grande |
                + | 3  | Gorra        |
                """)
        }
    }

    func test_diff_ofTwoTablesBuiltApartWithTheSameRows_isNil() {
        let expected = DataTable(rows: [["id", "nombre"], ["1", "Camiseta"]])
        let actual = DataTable(rows: [["id", "nombre"], ["1", "Camiseta"]])

        XCTAssertNil(expected.diff(actual))
        XCTAssertNoThrow(try expectEqual(actual, expected))
    }

    func test_expectEqualOfTables_oneCellDiffers_throwsTheRowAsExpectedThenAsActual() {
        let expected = DataTable(rows: [["id", "nombre"], ["1", "Camiseta"]])
        let actual = DataTable(rows: [["id", "nombre"], ["1", "Camisa"]])

        XCTAssertThrowsError(try expectEqual(actual, expected, file: "/x/Steps.swift", line: 4)) { error in
            XCTAssertEqual(error as? ExpectationFailure, ExpectationFailure("""
                the tables differ (- expected, + actual):
                  | id | nombre   |
                - | 1  | Camiseta |
                + | 1  | Camisa   |
                """, location: CodeLocation(file: "/x/Steps.swift", line: 4)))
        }
    }

    func test_expectEqualOfTables_actualLacksAColumn_throwsEveryRowAsExpectedThenAsActual() {
        let expected = DataTable(rows: [["id", "nombre"], ["1", "Taza"]])
        let actual = DataTable(rows: [["id"], ["1"]])

        XCTAssertThrowsError(try expectEqual(actual, expected)) { error in
            XCTAssertEqual((error as? ExpectationFailure)?.message, """
                the tables differ (- expected, + actual):
                - | id | nombre |
                - | 1  | Taza   |
                + | id |        |
                + | 1  |        |
                """)
        }
    }

    func test_init_expectationFailureWithAMessageAlone_isCheckedWhereItIsMade() {
        let line = #line + 1
        let failure = ExpectationFailure("the cart is empty")

        XCTAssertEqual(failure.location, CodeLocation(file: #filePath, line: line))
    }
}
