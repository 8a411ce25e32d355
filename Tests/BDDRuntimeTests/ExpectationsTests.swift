import BDDRuntime
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

    func test_unwrap_withNil_throwsAndWithValue_returnsIt() throws {
        let missing: Int? = nil

        XCTAssertThrowsError(try unwrap(missing, "no session"))
        XCTAssertEqual(try unwrap(Optional(4)), 4)
    }
}
