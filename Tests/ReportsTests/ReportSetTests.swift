import Reports
import CucumberMessages
import XCTest
import TestSupport

final class ReportSetTests: XCTestCase {
    private var folder: TemporaryFolder!

    // Made in setUp, not as the property's initial value: XCTest makes an instance of the class for every test
    // method, also those a filtered or parallel run never calls, and only a called test's tearDown removes it.
    override func setUp() {
        super.setUp()
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
        super.tearDown()
    }

    func test_finish_standardOutputAndAFile_writesStandardOutputAsItGoesAndTheFileAtTheEnd() throws {
        let output = OutputSpy()
        var sut = try ReportSet(
            specifications: [FormatSpecification(name: "message"), FormatSpecification(name: "message", path: folder.file("out/run.ndjson"))],
            standardOutput: output.write
        )

        sut.record(Self.started)
        let fileBeforeFinish = folder.contents(of: "out/run.ndjson")
        let failures = sut.finish()

        XCTAssertEqual(output.text, Self.startedLine)
        XCTAssertNil(fileBeforeFinish)
        XCTAssertEqual(folder.contents(of: "out/run.ndjson"), Self.startedLine)
        XCTAssertEqual(failures, [])
    }

    func test_finish_withUnwritablePath_returnsItsErrorAndStillWritesTheOthers() throws {
        let output = OutputSpy()
        try ReportFileWriter().write("plain file", to: folder.file("blocker"))
        var sut = try ReportSet(
            specifications: [
                FormatSpecification(name: "message"),
                FormatSpecification(name: "junit", path: folder.file("blocker/junit.xml")),
                FormatSpecification(name: "message", path: folder.file("run.ndjson")),
            ],
            standardOutput: output.write
        )

        sut.record(Self.started)
        let failures = sut.finish()

        XCTAssertEqual(failures.map(\.path), [folder.file("blocker/junit.xml")])
        XCTAssertEqual(output.text, Self.startedLine)
        XCTAssertEqual(folder.contents(of: "run.ndjson"), Self.startedLine)
    }

    func test_finish_ofALongStreamToAMessageFileAndJUnit_writesBothWhole() throws {
        var sut = try ReportSet(
            specifications: [
                FormatSpecification(name: "message", path: folder.file("run.ndjson")),
                FormatSpecification(name: "junit", path: folder.file("junit.xml")),
            ],
            standardOutput: { _ in }
        )
        let envelopes = [Self.started] + (1...1_000).map { Envelope.attachment(Attachment(body: "note \($0)", contentEncoding: .identity, mediaType: "text/plain")) }

        try sut.begin(startedAt: Timestamp(seconds: 0, nanos: 0))
        envelopes.forEach { sut.record($0) }
        let failures = sut.finish()

        let lines = try XCTUnwrap(folder.contents(of: "run.ndjson")).split(separator: "\n")
        XCTAssertEqual(failures, [])
        XCTAssertEqual(lines.count, envelopes.count)
        XCTAssertEqual(String(lines[0]) + "\n", Self.startedLine)
        XCTAssertTrue(lines[1_000].contains(#""body":"note 1000""#), "the last envelope is missing or out of order")
        XCTAssertEqual(try XCTUnwrap(folder.contents(of: "junit.xml")).hasPrefix("<?xml"), true)
    }

    func test_init_twoFormattersOnStandardOutput_throws() {
        XCTAssertThrowsError(try ReportSet(specifications: [FormatSpecification(name: "pretty"), FormatSpecification(name: "progress")], standardOutput: { _ in }))
    }

    func test_init_unknownFormatter_throwsNamingIt() {
        XCTAssertThrowsError(try ReportSet(specifications: [FormatSpecification(name: "cucumber-html")], standardOutput: { _ in })) { error in
            XCTAssertEqual(error as? ReportSetupError, ReportSetupError(
                value: "cucumber-html",
                reason: "unknown formatter 'cucumber-html' (available: pretty, progress, progress-bar, junit, json, message, html, github, rerun, usage)"
            ))
        }
    }

    // MARK: - Helpers

    private static let started = Envelope.testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 0, nanos: 0)))
    private static let startedLine = #"{"testRunStarted":{"timestamp":{"nanos":0,"seconds":0}}}"# + "\n"
}

