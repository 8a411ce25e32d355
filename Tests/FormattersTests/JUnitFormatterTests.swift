import CucumberMessages
@testable import Formatters
import XCTest
import TestSupport

final class JUnitFormatterTests: XCTestCase {
    func test_finish_afterSampleRun_writesGoldenXML() {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes)

        XCTAssertEqual(spy.text, Self.golden)
    }

    func test_record_beforeFinish_writesNothing() {
        var (sut, spy) = makeSUT()

        for envelope in SampleRun.envelopes { sut.record(envelope) }

        XCTAssertEqual(spy.chunks, [])
    }

    func test_finish_afterSampleRun_isValidJenkinsJUnit() throws {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes)

        XCTAssertEqual(JUnitSchemaCheck.problems(in: spy.text), [])
    }

    func test_finish_withRetriedAttempt_reportsOnlyTheLastAttempt() {
        let (sut, spy) = makeSUT()
        var stream = oneStepTestCase()
        stream.runTestCase("a1", testCaseId: "tc", steps: [("s", .failed)], willBeRetried: true)
        stream.runTestCase("a2", testCaseId: "tc", attempt: 1, steps: [("s", .passed)])

        run(sut, stream.envelopes)

        XCTAssertTrue(spy.text.contains("tests=\"1\" skipped=\"0\" failures=\"0\""), spy.text)
        XCTAssertEqual(spy.text.components(separatedBy: "<testcase ").count, 2, spy.text)
    }

    func test_finish_withSkippedStepMessage_writesSkippedWithItAndNoAttributes() {
        let (sut, spy) = makeSUT()
        var stream = oneStepTestCase()
        let skipped = TestStepResult(duration: .zero, message: "not today", status: .skipped, exception: Exception(type: "Skip", message: "not today"))
        stream.runTestCase("a", testCaseId: "tc", steps: [(id: "s", result: skipped)])

        run(sut, stream.envelopes)

        XCTAssertTrue(spy.text.contains("<skipped>\n<![CDATA[not today]]>\n</skipped>\n"), spy.text)
        XCTAssertTrue(spy.text.contains("skipped=\"1\" failures=\"0\""), spy.text)
    }

    func test_finish_withMarkupControlsAndCDATAEnd_escapesEverything() throws {
        let (sut, spy) = makeSUT()
        var stream = oneStepTestCase(stepText: "a <b> & \"c\"")
        let trace = "\u{1B}[31mred\u{1B}[0m ]]> end\u{0}"
        let failed = TestStepResult(duration: .zero, status: .failed, exception: Exception(type: "E<1>", message: "x & y", stackTrace: trace))
        stream.runTestCase("a", testCaseId: "tc", steps: [(id: "s", result: failed)])

        run(sut, stream.envelopes)

        XCTAssertTrue(spy.text.contains("<failure type=\"E&lt;1&gt;\" message=\"x &amp; y\">\n<![CDATA[[31mred[0m ]]]]><![CDATA[> end]]>\n</failure>"), spy.text)
        XCTAssertTrue(spy.text.contains("Given a <b> & \"c\""), spy.text)
        let tree = try XMLTree.parse(spy.text)
        XCTAssertEqual(tree.children.first?.children.first?.text, "[31mred[0m ]]> end")
    }

    func test_finish_withCDATAEndAndControlInStepText_keepsTheListingReadable() throws {
        let (sut, spy) = makeSUT()
        var stream = oneStepTestCase(stepText: "the log ends ]]>\u{1B} here")
        stream.runTestCase("a", testCaseId: "tc", steps: [(id: "s", result: TestStepResult(duration: .zero, status: .passed))])

        run(sut, stream.envelopes)

        let tree = try XMLTree.parse(spy.text)
        let systemOut = tree.children.first?.children.first { $0.name == "system-out" }
        let line = "Given the log ends ]]> here"
        // The tree trims the text's line breaks; the escape is dropped, and the dots still count it.
        XCTAssertEqual(systemOut?.text, line + String(repeating: ".", count: 76 - line.count - 1) + "passed", spy.text)
    }

    func test_finish_withoutRunStarted_writesZeroTimeAndNoTimestamp() {
        let (sut, spy) = makeSUT()

        run(sut, [])

        XCTAssertEqual(spy.text, """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuite name="Cucumber" time="0.0" tests="0" skipped="0" failures="0" errors="0">
        </testsuite>

        """)
    }

    func test_finish_parseErrorOfASpanishFile_namesItsKeywordsAndTheCause() {
        let (sut, spy) = makeSUT()
        let source = Source(uri: "features/es.feature", data: "# language: es\nCaracterística: C\n  Escenario: E\n    Then algo\n", mediaType: .gherkinPlain)
        let error = ParseError(
            source: SourceReference(uri: "features/es.feature", location: Location(line: 4, column: 5)),
            message: "(4:5): expected: #EOF, #StepLine, #Comment, #Empty, got 'Then algo'"
        )

        run(sut, [.source(source), .parseError(error)])

        XCTAssertTrue(spy.text.contains("expected a step (Dado, Cuando, Entonces, Y, Pero)"), spy.text)
        XCTAssertTrue(spy.text.contains("did you mean 'Entonces'?"), spy.text)
    }

    func test_finish_withManyTestCasesFinishedInReverse_listsEachOnceInPickleOrderWithTheirCounts() {
        assertManyTestCasesFinishedInReverseAreListedInPickleOrder(makeSUT())
    }

    func test_finish_withElementsPastTheMemoryLimit_writesTheSameDocumentFromTheTemporaryFile() {
        // 1 KB in memory holds a few elements before the rest go to the file; 64 bytes is less than any element.
        for memoryLimit in [1024, 64] {
            let spy = WriteSpy()
            assertManyTestCasesFinishedInReverseAreListedInPickleOrder((JUnitFormatter(options: FormatterOptions(), memoryLimit: memoryLimit, writeBytes: spy.writeBytes), spy))
        }
    }

    private func assertManyTestCasesFinishedInReverseAreListedInPickleOrder(_ made: (JUnitFormatter, WriteSpy), file: StaticString = #filePath, line: UInt = #line) {
        let (sut, spy) = made
        let count = 600
        var stream = StreamBuilder()
        // Long step texts, so the document is several times the chunk the formatter writes at once.
        let text = String(repeating: "a long step text ", count: 12)
        let scenarios = (0..<count).map { index in
            Scenario(location: Location(line: 2 + 2 * index), tags: [], keyword: "Scenario", name: "S\(index)", description: "",
                     steps: [Step(location: Location(line: 3 + 2 * index), keyword: "Given ", text: text, id: "st\(index)")], examples: [], id: "sc\(index)")
        }
        let feature = Feature(location: Location(line: 1), tags: [], language: "en", keyword: "Feature", name: "F", description: "", children: scenarios.map { .scenario($0) })
        stream.append(.gherkinDocument(GherkinDocument(uri: "f.feature", feature: feature, comments: [])))
        for index in 0..<count {
            stream.append(.pickle(Pickle(id: "p\(index)", uri: "f.feature", name: "S\(index)", language: "en",
                                         steps: [PickleStep(astNodeIds: ["st\(index)"], id: "ps\(index)", text: text)], tags: [], astNodeIds: ["sc\(index)"])))
        }
        stream.append(.testRunStarted(TestRunStarted(timestamp: stream.now)))
        for index in 0..<count {
            stream.append(.testCase(TestCase(id: "tc\(index)", pickleId: "p\(index)", testSteps: [TestStep(id: "s\(index)", pickleStepId: "ps\(index)", stepDefinitionIds: ["d"])])))
        }
        for index in (0..<count).reversed() {
            stream.runTestCase("a\(index)", testCaseId: "tc\(index)", steps: [("s\(index)", index % 3 == 0 ? .failed : index % 3 == 1 ? .skipped : .passed)])
        }

        run(sut, stream.envelopes)

        XCTAssertGreaterThan(spy.text.utf8.count, 3 << 16, file: file, line: line)
        XCTAssertTrue(spy.text.contains("tests=\"600\" skipped=\"200\" failures=\"200\""), file: file, line: line)
        let names = spy.text.components(separatedBy: "<testcase classname=\"F\" name=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        XCTAssertEqual(names.map(String.init), (0..<count).map { "S\($0)" }, file: file, line: line)
        let elements = spy.text.components(separatedBy: "<testcase ").dropFirst()
        XCTAssertEqual(Set(elements.map { $0.components(separatedBy: "<system-out>")[1].components(separatedBy: "</system-out>")[0] }).count, 3, "one listing per status", file: file, line: line)
        XCTAssertTrue(spy.text.hasSuffix("</testcase>\n</testsuite>\n"), String(spy.text.suffix(80)), file: file, line: line)
    }

    // MARK: - Helpers

    private func makeSUT() -> (JUnitFormatter, WriteSpy) {
        let spy = WriteSpy()
        return (JUnitFormatter(write: spy.write), spy)
    }

    private func run(_ formatter: JUnitFormatter, _ envelopes: [Envelope]) {
        var formatter = formatter
        for envelope in envelopes { formatter.record(envelope) }
        formatter.finish()
    }

    /// A document, pickle and test case with one step `s`, ready for attempts.
    private func oneStepTestCase(stepText: String = "a step") -> StreamBuilder {
        var stream = StreamBuilder()
        let step = Step(location: Location(line: 3), keyword: "Given ", text: stepText, id: "st")
        let scenario = Scenario(location: Location(line: 2), tags: [], keyword: "Scenario", name: "One", description: "", steps: [step], examples: [], id: "sc")
        let feature = Feature(location: Location(line: 1), tags: [], language: "en", keyword: "Feature", name: "F", description: "", children: [.scenario(scenario)])
        stream.append(.gherkinDocument(GherkinDocument(uri: "f.feature", feature: feature, comments: [])))
        stream.append(.pickle(Pickle(id: "p", uri: "f.feature", name: "One", language: "en", steps: [PickleStep(astNodeIds: ["st"], id: "ps", text: stepText)], tags: [], astNodeIds: ["sc"])))
        stream.append(.testRunStarted(TestRunStarted(timestamp: stream.now)))
        stream.append(.testCase(TestCase(id: "tc", pickleId: "p", testSteps: [TestStep(id: "s", pickleStepId: "ps", stepDefinitionIds: ["d"])])))
        return stream
    }

    private static let golden = """
    <?xml version="1.0" encoding="UTF-8"?>
    <testsuite name="Cucumber" time="0.025" tests="3" skipped="0" failures="2" errors="0" timestamp="2023-11-14T22:13:20Z">
    <testcase classname="Login" name="Successful login" time="0.007">
    <system-out><![CDATA[
    Given a registered user:....................................................passed
    When she logs in............................................................passed
    Then she sees her session...................................................passed
    ]]></system-out>
    </testcase>
    <testcase classname="Login" name="Wrong password" time="0.009">
    <failure type="LoginError" message="Expected session, got invalidCredentials">
    <![CDATA[LoginError: Expected session, got invalidCredentials
    features/login.feature:14]]>
    </failure>
    <system-out><![CDATA[
    Given a registered user "ana@shop.test".....................................passed
    When she logs in with "bad".................................................failed
    Then she is told:...........................................................skipped
    ]]></system-out>
    </testcase>
    <testcase classname="Login" name="Lockout - &lt;attempts&gt; failures lock the account - Limits - #1.1: 3 failures lock the account" time="0.005">
    <failure/>
    <system-out><![CDATA[
    When she fails 3 times......................................................undefined
    Then the account is locked..................................................skipped
    ]]></system-out>
    </testcase>
    </testsuite>

    """
}
