import CucumberMessages
@testable import Formatters
import XCTest

final class ReportTimeTests: XCTestCase {
    func test_junitSeconds_anyMilliseconds_writesSecondsAsJavaPrintsADouble() {
        let cases: [(Int64, String)] = [
            (0, "0.0"), (1, "0.001"), (5, "0.005"), (10, "0.01"), (100, "0.1"), (1000, "1.0"),
            (12_345, "12.345"), (61_500, "61.5"), (-5, "-0.005"), (10_000_000_000, "1.0E7"), (12_345_678_900, "1.23456789E7"),
        ]

        for (milliseconds, expected) in cases {
            XCTAssertEqual(ReportTime.junitSeconds(milliseconds: milliseconds), expected, "\(milliseconds) ms")
        }
    }

    func test_milliseconds_fractionOfAMillisecond_roundsDownLikeJavaDuration() {
        XCTAssertEqual(ReportTime.milliseconds(1_999_999), 1)
        XCTAssertEqual(ReportTime.milliseconds(-1_500_000), -2)
    }

    func test_isoInstant_anyTimestamp_writesUTCWithFractionInGroupsOfThree() {
        XCTAssertEqual(ReportTime.isoInstant(Timestamp(seconds: 0, nanos: 0)), "1970-01-01T00:00:00Z")
        XCTAssertEqual(ReportTime.isoInstant(Timestamp(seconds: 1_700_000_000, nanos: 0)), "2023-11-14T22:13:20Z")
        XCTAssertEqual(ReportTime.isoInstant(Timestamp(seconds: 951_782_400, nanos: 120_000_000)), "2000-02-29T00:00:00.120Z")
        XCTAssertEqual(ReportTime.isoInstant(Timestamp(seconds: 59, nanos: 1_000)), "1970-01-01T00:00:59.000001Z")
        XCTAssertEqual(ReportTime.isoInstant(Timestamp(seconds: -1, nanos: 5)), "1969-12-31T23:59:59.000000005Z")
    }

    func test_isoMilliseconds_anyTimestamp_writesThreeDigitsCutNotRounded() {
        XCTAssertEqual(ReportTime.isoMilliseconds(Timestamp(seconds: 0, nanos: 0)), "1970-01-01T00:00:00.000Z")
        XCTAssertEqual(ReportTime.isoMilliseconds(Timestamp(seconds: 1_753_129_359, nanos: 263_965_805)), "2025-07-21T20:22:39.263Z")
    }

    func test_consoleDuration_anyNanoseconds_writesMinutesAndSecondsToTheMillisecond() {
        XCTAssertEqual(ReportTime.consoleDuration(nanoseconds: 123_456_789), "0m0.123s")
        XCTAssertEqual(ReportTime.consoleDuration(nanoseconds: 125_004_000_000), "2m5.004s")
    }
}
