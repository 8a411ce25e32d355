import CucumberMessages

/// Renders a `JUnitReport` as the XML Cucumber's JUnit formatter writes, line for line.
enum JUnitXMLWriter {
    /// The whole document of `report`.
    static func document(for report: JUnitReport) -> String {
        header(for: report) + footer
    }

    /// Everything before the test cases rendered apart: the declaration, the suite's start tag, `report`'s own cases.
    static func header(for report: JUnitReport) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuite" + attributes([
            ("name", "Cucumber"),
            ("time", ReportTime.junitSeconds(milliseconds: report.milliseconds)),
            ("tests", String(report.tests)),
            ("skipped", String(report.skipped)),
            ("failures", String(report.failures)),
            ("errors", "0"),
        ] + (report.timestamp.map { [("timestamp", ReportTime.isoInstant($0))] } ?? [])) + ">\n"
        for testCase in report.testCases {
            xml += element(for: testCase)
        }
        return xml
    }

    /// What ends the document.
    static let footer = "</testsuite>\n"

    /// One `testcase` element.
    static func element(for testCase: JUnitReport.Case) -> String {
        var xml: [UInt8] = []
        write(testCase, to: &xml)
        return String(decoding: xml, as: UTF8.self)
    }

    /// One `testcase` element of no steps, added to `xml` as UTF-8.
    static func write(_ testCase: JUnitReport.Case, to xml: inout [UInt8]) {
        writeStart(classname: testCase.classname, name: testCase.name, milliseconds: testCase.milliseconds, to: &xml)
        writeOutcome(testCase.outcome, to: &xml)
        writeEnd(to: &xml)
    }

    /// The start tag of a `testcase` element.
    static func writeStart(classname: String, name: String, milliseconds: Int64, to xml: inout [UInt8]) {
        xml.appendLiteral("<testcase")
        attribute("classname", classname, to: &xml)
        attribute("name", name, to: &xml)
        attribute("time", ReportTime.junitSeconds(milliseconds: milliseconds), to: &xml)
        xml.appendLiteral(">\n")
    }

    /// The `failure` or `skipped` element of a test case that did not pass.
    static func writeOutcome(_ outcome: JUnitReport.Outcome?, to xml: inout [UInt8]) {
        switch outcome {
        case .failure(let type, let message, let detail):
            element("failure", attributes: [type.map { ("type", $0) }, message.map { ("message", $0) }].compactMap { $0 }, detail: detail, to: &xml)
        case .skipped(let detail):
            element("skipped", attributes: [], detail: detail, to: &xml)
        case nil:
            break
        }
    }

    /// The end tag of a `testcase` element.
    static func writeEnd(to xml: inout [UInt8]) {
        xml.appendLiteral("</testcase>\n")
    }

    /// The steps of a test case as a CDATA section in `system-out`, written line by line as they are given: each
    /// step padded with dots to column 76 (at least two dots), then its status in lower case.
    ///
    /// Dots, words and line breaks are plain, so the section is written as it comes while every step text is; a
    /// text that is not sends the whole listing the careful way when it ends.
    struct StepListing {
        /// Where the listing's own text starts in the output.
        private let start: Int
        private var plain = true

        /// Opens the section.
        init(to xml: inout [UInt8]) {
            xml.appendLiteral("<system-out><![CDATA[\n")
            start = xml.count - 1
        }

        /// One step: `keyword` and `text` make its line together.
        mutating func add(keyword: String, text: String, status: TestStepResultStatus, to xml: inout [UInt8]) {
            plain = plain && XMLText.isPlainCDATA(keyword) && XMLText.isPlainCDATA(text)
            xml.appendUTF8(keyword)
            xml.appendUTF8(text)
            let padding = max(2, JUnitXMLWriter.dotsColumn - keyword.utf16.count - text.utf16.count)
            xml.append(contentsOf: UnsafeBufferPointer(start: JUnitXMLWriter.dots.utf8Start, count: padding))
            xml.appendLiteral(word(for: status))
            xml.append(UInt8(ascii: "\n"))
        }

        /// Closes the section.
        func end(to xml: inout [UInt8]) {
            if !plain {
                let listing = String(decoding: xml[start...], as: UTF8.self)
                xml.removeSubrange((start - "<![CDATA[".utf8.count)...)
                XMLText.writeCDATA(listing, to: &xml)
            } else {
                xml.appendLiteral("]]>")
            }
            xml.appendLiteral("</system-out>\n")
        }
    }

    private static func element(_ name: String, attributes list: [(String, String)], detail: String?, to xml: inout [UInt8]) {
        xml.append(UInt8(ascii: "<"))
        xml.appendUTF8(name)
        for (key, value) in list { attribute(key, value, to: &xml) }
        guard let detail else {
            xml.appendLiteral("/>\n")
            return
        }
        xml.appendLiteral(">\n")
        XMLText.writeCDATA(detail, to: &xml)
        xml.appendLiteral("\n</")
        xml.appendUTF8(name)
        xml.appendLiteral(">\n")
    }

    private static func attributes(_ list: [(String, String)]) -> String {
        var xml: [UInt8] = []
        for (key, value) in list { attribute(key, value, to: &xml) }
        return String(decoding: xml, as: UTF8.self)
    }

    private static func attribute(_ name: String, _ value: String, to xml: inout [UInt8]) {
        xml.append(UInt8(ascii: " "))
        xml.appendUTF8(name)
        xml.append(UInt8(ascii: "="))
        XMLText.writeQuotedAttribute(value, to: &xml)
    }

    /// The column a step's dots reach, and as many dots: the most a step line can need.
    fileprivate static let dotsColumn = 76
    fileprivate static var dots: StaticString {
        "............................................................................"
    }

    private static func word(for status: TestStepResultStatus) -> StaticString {
        switch status {
        case .passed: "passed"
        case .failed: "failed"
        case .skipped: "skipped"
        case .pending: "pending"
        case .undefined: "undefined"
        case .ambiguous: "ambiguous"
        case .unknown: "unknown"
        }
    }
}
