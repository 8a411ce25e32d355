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

    /// One `testcase` element, added to `xml` as UTF-8: a long run renders thousands, so no string is built on the way.
    static func write(_ testCase: JUnitReport.Case, to xml: inout [UInt8]) {
        xml.append(contentsOf: "<testcase".utf8)
        attribute("classname", testCase.classname, to: &xml)
        attribute("name", testCase.name, to: &xml)
        attribute("time", ReportTime.junitSeconds(milliseconds: testCase.milliseconds), to: &xml)
        xml.append(contentsOf: ">\n".utf8)
        switch testCase.outcome {
        case .failure(let type, let message, let detail):
            element("failure", attributes: [type.map { ("type", $0) }, message.map { ("message", $0) }].compactMap { $0 }, detail: detail, to: &xml)
        case .skipped(let detail):
            element("skipped", attributes: [], detail: detail, to: &xml)
        case nil:
            break
        }
        if !testCase.steps.isEmpty {
            xml.append(contentsOf: "<system-out>".utf8)
            writeStepListing(testCase.steps, to: &xml)
            xml.append(contentsOf: "</system-out>\n".utf8)
        }
        xml.append(contentsOf: "</testcase>\n".utf8)
    }

    private static func element(_ name: String, attributes list: [(String, String)], detail: String?, to xml: inout [UInt8]) {
        xml.append(UInt8(ascii: "<"))
        xml.append(contentsOf: name.utf8)
        for (key, value) in list { attribute(key, value, to: &xml) }
        guard let detail else {
            xml.append(contentsOf: "/>\n".utf8)
            return
        }
        xml.append(contentsOf: ">\n".utf8)
        XMLText.writeCDATA(detail, to: &xml)
        xml.append(contentsOf: "\n</".utf8)
        xml.append(contentsOf: name.utf8)
        xml.append(contentsOf: ">\n".utf8)
    }

    /// The steps as a CDATA section: each padded with dots to column 76 (at least two dots), then its status in
    /// lower case.
    private static func writeStepListing(_ steps: [JUnitReport.StepLine], to xml: inout [UInt8]) {
        // Dots, words and line breaks are plain, so the listing is plain when every step text is.
        guard steps.allSatisfy({ XMLText.isPlainCDATA($0.text) }) else {
            var listing: [UInt8] = []
            appendStepListing(steps, to: &listing)
            XMLText.writeCDATA(String(decoding: listing, as: UTF8.self), to: &xml)
            return
        }
        xml.append(contentsOf: "<![CDATA[".utf8)
        appendStepListing(steps, to: &xml)
        xml.append(contentsOf: "]]>".utf8)
    }

    private static func appendStepListing(_ steps: [JUnitReport.StepLine], to listing: inout [UInt8]) {
        listing.append(UInt8(ascii: "\n"))
        for step in steps {
            listing.append(contentsOf: step.text.utf8)
            listing.append(contentsOf: repeatElement(UInt8(ascii: "."), count: max(2, 76 - step.text.utf16.count)))
            listing.append(contentsOf: word(for: step.status).utf8)
            listing.append(UInt8(ascii: "\n"))
        }
    }

    private static func attributes(_ list: [(String, String)]) -> String {
        var xml: [UInt8] = []
        for (key, value) in list { attribute(key, value, to: &xml) }
        return String(decoding: xml, as: UTF8.self)
    }

    private static func attribute(_ name: String, _ value: String, to xml: inout [UInt8]) {
        xml.append(UInt8(ascii: " "))
        xml.append(contentsOf: name.utf8)
        xml.append(UInt8(ascii: "="))
        XMLText.writeQuotedAttribute(value, to: &xml)
    }

    private static func word(for status: TestStepResultStatus) -> String {
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
