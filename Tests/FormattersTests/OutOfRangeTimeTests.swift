import CucumberMessages
import Formatters
import XCTest

/// A saved stream is foreign input: times no clock can produce must still render.
final class OutOfRangeTimeTests: XCTestCase {
    func test_everyFormatter_timesBeyondInt64Nanoseconds_rendersWithoutTrapping() {
        for name in FormatterRegistry.standard.names {
            let spy = WriteSpy()
            var formatter = FormatterRegistry.standard.makeFormatter(named: name, options: FormatterOptions(), write: spy.write)

            for envelope in Self.streamWithExtremeTimes() { formatter?.record(envelope) }
            formatter?.finish()

            XCTAssertFalse(spy.text.isEmpty, name)
        }
    }

    func test_junit_runLongerThanInt64Nanoseconds_writesTheClampedTime() {
        let spy = WriteSpy()
        var formatter = FormatterRegistry.standard.makeFormatter(named: "junit", options: FormatterOptions(), write: spy.write)

        for envelope in Self.streamWithExtremeTimes() { formatter?.record(envelope) }
        formatter?.finish()

        XCTAssertTrue(spy.text.contains(#"<testsuite name="Cucumber" time="9.223372036854E9""#), spy.text)
    }

    // MARK: - Helpers

    /// The sample run, its run starting 3,000 years before 1970 and ending 3,000 years after, each test case
    /// starting with nanos at `Int64.min`.
    private static func streamWithExtremeTimes() -> [Envelope] {
        SampleRun.envelopes.map { envelope in
            switch envelope {
            case .testRunStarted(var started):
                started.timestamp = Timestamp(seconds: -99_999_999_999, nanos: 0)
                return .testRunStarted(started)
            case .testRunFinished(var finished):
                finished.timestamp = Timestamp(seconds: 99_999_999_999, nanos: 0)
                return .testRunFinished(finished)
            case .testCaseStarted(var started):
                started.timestamp = Timestamp(seconds: 0, nanos: Int(Int64.min))
                return .testCaseStarted(started)
            default:
                return envelope
            }
        }
    }
}
