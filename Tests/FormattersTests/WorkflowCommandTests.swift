@testable import Formatters
import XCTest

final class WorkflowCommandTests: XCTestCase {
    func test_line_messageWithPercentAndLineBreaks_escapesThemSoTheCommandStaysOneLine() {
        let sut = WorkflowCommand(name: "error", properties: [], message: "100% sure\r\nnot")

        XCTAssertEqual(sut.line, "::error::100%25 sure%0D%0Anot\n")
    }

    func test_line_propertiesWithColonsAndCommas_escapesThemToo() {
        let sut = WorkflowCommand(name: "warning", properties: [("file", "a,b.feature"), ("title", "Rule: x, 50%\ny")], message: "a: b, c")

        XCTAssertEqual(sut.line, "::warning file=a%2Cb.feature,title=Rule%3A x%2C 50%25%0Ay::a: b, c\n")
    }
}
