import BDDRuntime
import Foundation
import XCTest

final class FeatureOperandTests: XCTestCase {
    func test_init_withoutLine_keepsThePath() {
        assert(try FeatureOperand("Features/login.feature"), path: "Features/login.feature", lines: [])
    }

    func test_init_withLines_splitsThemOff() {
        assert(try FeatureOperand("Features/login.feature:12"), path: "Features/login.feature", lines: [12])
        assert(try FeatureOperand("a.feature:3:9"), path: "a.feature", lines: [3, 9])
    }

    func test_init_withSuffixThatIsNotALine_keepsItInThePath() {
        assert(try FeatureOperand("a.feature:x"), path: "a.feature:x", lines: [])
        assert(try FeatureOperand("a.feature:1x"), path: "a.feature:1x", lines: [])
        assert(try FeatureOperand(":12"), path: ":12", lines: [])
    }

    func test_init_withLineBelowOne_throwsNamingTheLineNumber() {
        XCTAssertThrowsError(try FeatureOperand("a.feature:0")) { error in
            XCTAssertEqual(error as? FeatureOperandError, FeatureOperandError(operand: "a.feature:0", reason: "'0' is not a line number (PATH:LINE takes a LINE of 1 or more)"))
        }
        XCTAssertThrowsError(try FeatureOperand("a.feature:-3")) { error in
            XCTAssertEqual(error as? FeatureOperandError, FeatureOperandError(operand: "a.feature:-3", reason: "'-3' is not a line number (PATH:LINE takes a LINE of 1 or more)"))
        }
    }

    func test_init_withLineTooBigForAnInteger_throwsNamingIt() {
        XCTAssertThrowsError(try FeatureOperand("a.feature:99999999999999999999")) { error in
            XCTAssertEqual(error as? FeatureOperandError, FeatureOperandError(operand: "a.feature:99999999999999999999", reason: "'99999999999999999999' is not a line number (PATH:LINE takes a LINE of 1 or more)"))
        }
    }

    // MARK: - Helpers

    private func assert(_ operand: @autoclosure () throws -> FeatureOperand, path: String, lines: [Int], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(try operand().path, path, file: file, line: line)
        XCTAssertEqual(try operand().lines, lines, file: file, line: line)
    }
}
