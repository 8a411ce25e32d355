import Foundation
import XCTest
@testable import TestSupport

/// Each rule of jenkins-junit.xsd broken once. The own check must name the breach; when xmllint and the schema
/// are on this machine, xmllint must reject the same document (and accept the valid ones), so the two agree.
final class JUnitSchemaCheckTests: XCTestCase {
    // MARK: - Valid reports

    func test_structuralProblems_ofMinimalTestsuite_isEmpty() {
        assertValid(#"<testsuite name="Cucumber" tests="0"/>"#)
    }

    func test_structuralProblems_ofTestsuiteUsingEveryElementAndAttribute_isEmpty() {
        assertValid("""
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuite name="Cucumber" tests="2" failures="1" errors="0" time="0.003" disabled="0" skipped="1"
                   timestamp="2024-01-01T00:00:00" hostname="ci" id="1" package="features">
          <properties><property name="browser" value="none"/><property name="os" value="linux"/></properties>
          <testcase name="Passes" classname="Login" time="0.001" assertions="1" status="passed">
            <system-out><![CDATA[Given a step......passed]]></system-out>
            <system-err/>
          </testcase>
          <testcase name="Fails">
            <skipped>why</skipped>
            <error type="E" message="m">trace</error>
            <failure type="AssertionError" message="boom"><![CDATA[at a.feature:3]]></failure>
            <failure/>
            <system-out/><system-out/>
            <system-err/>
          </testcase>
          <system-out>out</system-out>
          <system-err>err</system-err>
        </testsuite>
        """)
    }

    func test_structuralProblems_ofTestsuitesWithSeveralSuites_isEmpty() {
        assertValid(#"<testsuites name="all" time="1" tests="2" failures="0" disabled="0" errors="0"><testsuite name="a" tests="1"/><testsuite name="b" tests="1"/></testsuites>"#)
    }

    func test_structuralProblems_withCommentsInstructionsEntitiesAndSchemaLocation_isEmpty() {
        assertValid("""
        <testsuite xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="junit.xsd" name="a &amp; b" tests="1">
          <!-- a comment --><?pi anything?>
          <testcase name="x"><skipped><!-- inside text --></skipped></testcase>
        </testsuite>
        """)
    }

    func test_structuralProblems_withAttributeValuesThatAreNoNumbers_isEmpty() {
        assertValid(#"<testsuite name="a" tests="many" time="soon"><testcase name="x" time="later"/></testsuite>"#)
    }

    func test_structuralProblems_ofEveryCucumberReportInTheSharedSuite_isEmpty() throws {
        let directory = try ConformanceDirectory.suite("junit")
        let reports = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".xml") }.sorted()

        for report in reports {
            let xml = try String(contentsOf: directory.appendingPathComponent(report), encoding: .utf8)
            XCTAssertEqual(JUnitSchemaCheck.structuralProblems(in: xml), [], report)
        }

        XCTAssertFalse(reports.isEmpty, "no report in \(directory.path)")
    }

    // MARK: - Well-formedness

    func test_structuralProblems_ofUnclosedRoot_reportsNotWellFormed() {
        assertNotWellFormed(#"<testsuite name="a" tests="1"><testcase name="x"/>"#)
    }

    func test_structuralProblems_ofEmptyText_reportsNotWellFormed() {
        assertNotWellFormed("")
    }

    func test_structuralProblems_withContentAfterRoot_reportsNotWellFormed() {
        assertNotWellFormed(#"<testsuite name="a" tests="1"/><testsuite name="b" tests="1"/>"#)
    }

    func test_structuralProblems_withRawANSIEscape_reportsNotWellFormed() {
        assertNotWellFormed("<testsuite name=\"a\" tests=\"1\"><system-out>\u{1B}[31mred</system-out></testsuite>")
    }

    func test_structuralProblems_withUndefinedEntity_reportsNotWellFormed() {
        assertNotWellFormed(#"<testsuite name="&nbsp;" tests="1"/>"#)
    }

    // MARK: - Root

    func test_structuralProblems_withOtherDeclaredElementAsRoot_reportsRoot() {
        let xml = #"<testcase name="x"/>"#

        XCTAssertEqual(JUnitSchemaCheck.structuralProblems(in: xml), ["root element is <testcase>, expected <testsuites> or <testsuite>"])
        // Deliberately stricter than the schema, which accepts any element it declares as a document.
        if let xmllint = xmllintProblems(xml) { XCTAssertEqual(xmllint, []) }
    }

    func test_structuralProblems_withRootInANamespace_reportsNamespace() {
        assertInvalid(#"<testsuite xmlns="urn:x" name="a" tests="1"/>"#, [
            "root element <testsuite> is in namespace 'urn:x', the schema declares its elements in no namespace",
        ])
    }

    // MARK: - Attributes

    func test_structuralProblems_withTestsuiteMissingTests_reportsRequiredAttribute() {
        assertInvalid(#"<testsuite name="a"/>"#, ["/testsuite: required attribute 'tests' is missing"])
    }

    func test_structuralProblems_withTestsuiteMissingName_reportsRequiredAttribute() {
        assertInvalid(#"<testsuite tests="1"/>"#, ["/testsuite: required attribute 'name' is missing"])
    }

    func test_structuralProblems_withTestcaseMissingName_reportsItsPath() {
        assertInvalid(#"<testsuite name="a" tests="2"><testcase name="x"/><testcase classname="c"/></testsuite>"#, [
            "/testsuite/testcase[2]: required attribute 'name' is missing",
        ])
    }

    func test_structuralProblems_withPropertyMissingValue_reportsRequiredAttribute() {
        assertInvalid(#"<testsuite name="a" tests="0"><properties><property name="p"/></properties></testsuite>"#, [
            "/testsuite/properties[1]/property[1]: required attribute 'value' is missing",
        ])
    }

    func test_structuralProblems_withUndeclaredAttribute_reportsIt() {
        assertInvalid(#"<testsuite name="a" tests="0" foo="x"/>"#, ["/testsuite: attribute 'foo' is not allowed"])
    }

    func test_structuralProblems_withTestsuiteAttributeOnTestsuites_reportsIt() {
        assertInvalid(#"<testsuites skipped="1"/>"#, ["/testsuites: attribute 'skipped' is not allowed"])
    }

    func test_structuralProblems_withAttributeOnSkipped_reportsIt() {
        assertInvalid(#"<testsuite name="a" tests="1"><testcase name="x"><skipped message="m"/></testcase></testsuite>"#, [
            "/testsuite/testcase[1]/skipped[1]: attribute 'message' is not allowed",
        ])
    }

    func test_structuralProblems_withForeignNamespacedAttribute_reportsIt() {
        assertInvalid(#"<testsuite xmlns:f="urn:f" f:x="1" name="a" tests="0"/>"#, ["/testsuite: attribute 'f:x' is not allowed"])
    }

    func test_structuralProblems_withXMLLangAttribute_reportsIt() {
        assertInvalid(#"<testsuite xml:lang="en" name="a" tests="0"/>"#, ["/testsuite: attribute 'xml:lang' is not allowed"])
    }

    func test_structuralProblems_withXSITypeAttribute_reportsIt() {
        assertInvalid(#"<testsuite xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="x" name="a" tests="0"/>"#, [
            "/testsuite: attribute 'xsi:type' is not allowed",
        ])
    }

    // MARK: - Character data

    func test_structuralProblems_withTextInTestcase_reportsText() {
        assertInvalid(#"<testsuite name="a" tests="1"><testcase name="x">hello</testcase></testsuite>"#, [
            "/testsuite/testcase[1]: text is not allowed, only child elements",
        ])
    }

    func test_structuralProblems_withCDATAInTestsuite_reportsText() {
        assertInvalid(#"<testsuite name="a" tests="0"><![CDATA[ ]]></testsuite>"#, ["/testsuite: text is not allowed, only child elements"])
    }

    func test_structuralProblems_withWhitespaceInProperty_reportsText() {
        assertInvalid(#"<testsuite name="a" tests="0"><properties><property name="p" value="v"> </property></properties></testsuite>"#, [
            "/testsuite/properties[1]/property[1]: text is not allowed, the element must be empty",
        ])
    }

    func test_structuralProblems_withElementInProperty_reportsChild() {
        assertInvalid(#"<testsuite name="a" tests="0"><properties><property name="p" value="v"><b/></property></properties></testsuite>"#, [
            "/testsuite/properties[1]/property[1]: child element <b> is not allowed, the element must be empty",
        ])
    }

    func test_structuralProblems_withElementInFailure_reportsChild() {
        assertInvalid(#"<testsuite name="a" tests="1"><testcase name="x"><failure>see <b>this</b></failure></testcase></testsuite>"#, [
            "/testsuite/testcase[1]/failure[1]: child element <b> is not allowed, only text",
        ])
    }

    func test_structuralProblems_withElementInSystemOut_reportsChild() {
        assertInvalid(#"<testsuite name="a" tests="0"><system-out><line/></system-out></testsuite>"#, [
            "/testsuite/system-out[1]: child element <line> is not allowed, only text",
        ])
    }

    // MARK: - Children: which, in what order, how many

    func test_structuralProblems_withEmptyProperties_reportsMissingProperty() {
        assertInvalid(#"<testsuite name="a" tests="0"><properties/></testsuite>"#, [
            "/testsuite/properties[1]: <property> must occur at least 1 time(s) here",
        ])
    }

    func test_structuralProblems_withUndeclaredElement_reportsIt() {
        assertInvalid(#"<testsuite name="a" tests="0"><foo/></testsuite>"#, [
            "/testsuite: <foo> is not expected here; the schema allows (properties?, testcase*, system-out?, system-err?)",
        ])
    }

    func test_structuralProblems_withNestedTestsuite_reportsIt() {
        assertInvalid(#"<testsuites><testsuite name="a" tests="0"><testsuite name="b" tests="0"/></testsuite></testsuites>"#, [
            "/testsuites/testsuite[1]: <testsuite> is not expected here; the schema allows (properties?, testcase*, system-out?, system-err?)",
        ])
    }

    func test_structuralProblems_withTestcaseInANamespace_reportsIt() {
        assertInvalid(#"<testsuite name="a" tests="1"><testcase xmlns="urn:x" name="x"/></testsuite>"#, [
            "/testsuite: <{urn:x}testcase> is not expected here; the schema allows (properties?, testcase*, system-out?, system-err?)",
        ])
    }

    func test_structuralProblems_withPropertiesAfterTestcase_reportsOrder() {
        assertInvalid(#"<testsuite name="a" tests="1"><testcase name="x"/><properties><property name="p" value="v"/></properties></testsuite>"#, [
            "/testsuite: <properties> is not expected here; the schema allows (properties?, testcase*, system-out?, system-err?)",
        ])
    }

    func test_structuralProblems_withTestcaseAfterSuiteSystemOut_reportsOrder() {
        assertInvalid(#"<testsuite name="a" tests="1"><system-out/><testcase name="x"/></testsuite>"#, [
            "/testsuite: <testcase> is not expected here; the schema allows (properties?, testcase*, system-out?, system-err?)",
        ])
    }

    func test_structuralProblems_withTwoSuiteSystemOuts_reportsCount() {
        assertInvalid(#"<testsuite name="a" tests="0"><system-out/><system-out/></testsuite>"#, [
            "/testsuite: <system-out> is not expected here; the schema allows (properties?, testcase*, system-out?, system-err?)",
        ])
    }

    func test_structuralProblems_withSkippedAfterFailure_reportsOrder() {
        assertInvalid(#"<testsuite name="a" tests="1"><testcase name="x"><failure/><skipped/></testcase></testsuite>"#, [
            "/testsuite/testcase[1]: <skipped> is not expected here; the schema allows (skipped?, error*, failure*, system-out*, system-err*)",
        ])
    }

    func test_structuralProblems_withErrorAfterFailure_reportsOrder() {
        assertInvalid(#"<testsuite name="a" tests="1"><testcase name="x"><failure/><error/></testcase></testsuite>"#, [
            "/testsuite/testcase[1]: <error> is not expected here; the schema allows (skipped?, error*, failure*, system-out*, system-err*)",
        ])
    }

    func test_structuralProblems_withTwoSkipped_reportsCount() {
        assertInvalid(#"<testsuite name="a" tests="1"><testcase name="x"><skipped/><skipped/></testcase></testsuite>"#, [
            "/testsuite/testcase[1]: <skipped> is not expected here; the schema allows (skipped?, error*, failure*, system-out*, system-err*)",
        ])
    }

    // MARK: - Both checks together

    func test_problems_ofValidReport_isEmpty() {
        XCTAssertEqual(JUnitSchemaCheck.problems(in: #"<testsuite name="a" tests="1"><testcase name="x"><skipped/></testcase></testsuite>"#), [])
    }

    func test_problems_ofInvalidReport_startsWithTheStructuralProblems() {
        let problems = JUnitSchemaCheck.problems(in: #"<testsuite name="a"/>"#)

        XCTAssertEqual(problems.first, "/testsuite: required attribute 'tests' is missing")
    }

    // MARK: - Helpers

    private func assertValid(_ xml: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(JUnitSchemaCheck.structuralProblems(in: xml), [], file: file, line: line)
        if let xmllint = xmllintProblems(xml) { XCTAssertEqual(xmllint, [], "xmllint rejects it", file: file, line: line) }
    }

    private func assertInvalid(_ xml: String, _ expected: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(JUnitSchemaCheck.structuralProblems(in: xml), expected, file: file, line: line)
        if let xmllint = xmllintProblems(xml) { XCTAssertFalse(xmllint.isEmpty, "xmllint accepts what the own check rejects", file: file, line: line) }
    }

    private func assertNotWellFormed(_ xml: String, file: StaticString = #filePath, line: UInt = #line) {
        let problems = JUnitSchemaCheck.structuralProblems(in: xml)

        XCTAssertEqual(problems.count, 1, "\(problems)", file: file, line: line)
        XCTAssertTrue(problems.first?.hasPrefix("not well-formed XML") ?? false, "\(problems)", file: file, line: line)
        if let xmllint = xmllintProblems(xml) { XCTAssertFalse(xmllint.isEmpty, "xmllint accepts what the own check rejects", file: file, line: line) }
    }

    /// xmllint's verdict, or nil when xmllint or the schema is not on this machine.
    private func xmllintProblems(_ xml: String) -> [String]? {
        Xmllint.problems(in: xml, schema: JUnitSchemaCheck.schemaFile)
    }
}
