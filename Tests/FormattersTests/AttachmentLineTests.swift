import CucumberMessages
@testable import Formatters
import XCTest

final class AttachmentLineTests: XCTestCase {
    func test_line_textAndLogs_areShownAsTheyAre() {
        XCTAssertEqual(ScenarioReport.line(for: Attachment(body: "hello", contentEncoding: .identity, mediaType: "text/x.cucumber.log+plain")), "hello")
        XCTAssertEqual(ScenarioReport.line(for: Attachment(body: "a,b", contentEncoding: .identity, mediaType: "text/csv")), "a,b")
    }

    func test_line_otherAttachments_areNamedByMediaTypeAndSize() {
        XCTAssertEqual(
            ScenarioReport.line(for: Attachment(body: "AAECAwQFBgcICQ==", contentEncoding: .base64, mediaType: "text/plain")),
            "Attached: text/plain, 10 bytes"
        )
        XCTAssertEqual(
            ScenarioReport.line(for: Attachment(body: "AAEC", contentEncoding: .base64, fileName: "x.bin", mediaType: "application/octet-stream")),
            "Attached: x.bin, application/octet-stream, 3 bytes"
        )
        XCTAssertEqual(ScenarioReport.line(for: Attachment(body: "{}", contentEncoding: .identity, mediaType: "application/json")), "Attached: application/json, 2 bytes")
        XCTAssertEqual(ScenarioReport.line(for: Attachment(body: "AA==", contentEncoding: .base64, mediaType: "image/png")), "Attached: image/png, 1 byte")
    }
}
