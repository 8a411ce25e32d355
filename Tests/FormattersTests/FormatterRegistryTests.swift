import CucumberMessages
import Formatters
import XCTest

final class FormatterRegistryTests: XCTestCase {
    func test_standard_registry_listsEveryFormatterWithADescription() {
        let sut = FormatterRegistry.standard

        XCTAssertEqual(sut.names, ["pretty", "progress", "progress-bar", "junit", "json", "message", "html", "github", "rerun", "usage"])
        XCTAssertTrue(sut.entries.allSatisfy { !$0.summary.isEmpty && $0.summary.hasSuffix(".") })
    }

    func test_makeFormatter_byName_writesThatFormattersOutput() {
        let spy = WriteSpy()
        var formatter = FormatterRegistry.standard.makeFormatter(named: "message", options: FormatterOptions(), write: spy.write)

        formatter?.record(.testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 0, nanos: 0))))

        XCTAssertEqual(spy.text, #"{"testRunStarted":{"timestamp":{"nanos":0,"seconds":0}}}"# + "\n")
    }

    func test_makeFormatter_unknownName_returnsNil() {
        XCTAssertNil(FormatterRegistry.standard.makeFormatter(named: "cucumber-html", options: FormatterOptions(), write: { _ in }))
    }

    func test_init_withDuplicateName_keepsTheFirst() {
        let sut = FormatterRegistry([
            .init(name: "a", summary: "First.") { _, write in MessageFormatter(write: write) },
            .init(name: "a", summary: "Second.") { _, write in MessageFormatter(write: write) },
        ])

        XCTAssertEqual(sut.entries.map(\.summary), ["First."])
    }
}
