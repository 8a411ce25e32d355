import BDDRuntime

/// An XCTest failure as a step's issue, in XCTest's own words.
enum XCTestFailure {
    /// XCTest ends a description with " - " and the assertion's own message (empty when none was given), and words
    /// `XCTFail` as a bare "failed".
    static func issue(description: String, file: String?, line: Int) -> RecordedIssue {
        var text = description
        if text.hasSuffix(" - ") { text.removeLast(3) }
        if text == "failed" { text = "XCTFail" }
        if text.hasPrefix("failed - ") { text = "XCTFail: " + text.dropFirst("failed - ".count) }
        return RecordedIssue(message: text, location: file.map { CodeLocation(file: $0, line: line) })
    }
}
