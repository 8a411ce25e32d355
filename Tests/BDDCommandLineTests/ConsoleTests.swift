import BDDCommandLine
import XCTest

final class ConsoleTests: XCTestCase {
    func test_standardOutputBytes_ofAConsoleMadeWithTextOnly_goToStandardOutputAsText() {
        var output = ""
        let sut = Console(standardOutput: { output += $0 }, standardError: { _ in })

        Array("{\"é\":1}\n".utf8).withUnsafeBufferPointer { sut.standardOutputBytes($0) }

        XCTAssertEqual(output, "{\"é\":1}\n")
    }
}
