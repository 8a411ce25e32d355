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
        var xml = "<testcase" + attributes([
            ("classname", testCase.classname),
            ("name", testCase.name),
            ("time", ReportTime.junitSeconds(milliseconds: testCase.milliseconds)),
        ]) + ">\n"
        switch testCase.outcome {
        case .failure(let type, let message, let detail):
            xml += element("failure", attributes: [type.map { ("type", $0) }, message.map { ("message", $0) }].compactMap { $0 }, detail: detail)
        case .skipped(let detail):
            xml += element("skipped", attributes: [], detail: detail)
        case nil:
            break
        }
        if !testCase.steps.isEmpty {
            xml += "<system-out>" + XMLText.cdata(stepListing(testCase.steps)) + "</system-out>\n"
        }
        return xml + "</testcase>\n"
    }

    private static func element(_ name: String, attributes list: [(String, String)], detail: String?) -> String {
        guard let detail else { return "<\(name)\(attributes(list))/>\n" }
        return "<\(name)\(attributes(list))>\n\(XMLText.cdata(detail))\n</\(name)>\n"
    }

    /// Each step padded with dots to column 76 (at least two dots), then its status in lower case.
    private static func stepListing(_ steps: [JUnitReport.StepLine]) -> String {
        var listing = "\n"
        for step in steps {
            let dots = max(2, 76 - step.text.utf16.count)
            listing += step.text + ConsoleWidth.repeated(".", count: dots) + word(for: step.status) + "\n"
        }
        return listing
    }

    private static func attributes(_ list: [(String, String)]) -> String {
        list.map { " \($0.0)=\(XMLText.quotedAttribute($0.1))" }.joined()
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
