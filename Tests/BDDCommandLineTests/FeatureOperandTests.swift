@testable import BDDCommandLine
import XCTest

final class FeatureOperandTests: XCTestCase {
    func test_init_withoutLine_keepsThePath() {
        assert(FeatureOperand("Features/login.feature"), path: "Features/login.feature", lines: [])
    }

    func test_init_withLines_splitsThemOff() {
        assert(FeatureOperand("Features/login.feature:12"), path: "Features/login.feature", lines: [12])
        assert(FeatureOperand("a.feature:3:9"), path: "a.feature", lines: [3, 9])
    }

    func test_init_withSuffixThatIsNotALine_keepsItInThePath() {
        assert(FeatureOperand("a.feature:x"), path: "a.feature:x", lines: [])
        assert(FeatureOperand("a.feature:0"), path: "a.feature:0", lines: [])
        assert(FeatureOperand(":12"), path: ":12", lines: [])
    }

    // MARK: - Helpers

    private func assert(_ operand: FeatureOperand, path: String, lines: [Int], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(operand.path, path, file: file, line: line)
        XCTAssertEqual(operand.lines, lines, file: file, line: line)
    }
}
