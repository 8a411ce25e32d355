import CucumberMessages
import XCTest

final class TimestampNanosecondsTests: XCTestCase {
    func test_nanosecondsSinceEpoch_withinRange_isExact() {
        XCTAssertEqual(Timestamp(seconds: -2, nanos: 5).nanosecondsSinceEpoch, -1_999_999_995)
    }

    func test_nanosecondsSinceEpoch_secondsBeyondInt64Nanoseconds_clampsToTheBound() {
        XCTAssertEqual(Timestamp(seconds: 99_999_999_999, nanos: 0).nanosecondsSinceEpoch, .max)
        XCTAssertEqual(Timestamp(seconds: -99_999_999_999, nanos: 0).nanosecondsSinceEpoch, .min)
    }

    func test_nanosecondsSinceEpoch_nanosPushingPastTheBound_clampsToTheBound() {
        XCTAssertEqual(Timestamp(seconds: -9_223_372_036, nanos: Int(Int64.min)).nanosecondsSinceEpoch, .min)
        XCTAssertEqual(Timestamp(seconds: 9_223_372_036, nanos: 999_999_999).nanosecondsSinceEpoch, .max)
    }

    func test_nanosecondsSince_timestampsFurtherApartThanInt64_clampsToTheBound() {
        let early = Timestamp(seconds: -99_999_999_999, nanos: 0)
        let late = Timestamp(seconds: 99_999_999_999, nanos: 0)

        XCTAssertEqual(late.nanoseconds(since: early), .max)
        XCTAssertEqual(early.nanoseconds(since: late), .min)
        XCTAssertEqual(late.nanoseconds(since: Timestamp(seconds: 99_999_999_998, nanos: 0)), 0)
    }

    func test_nanosecondsSince_ordinaryTimestamps_isTheDifference() {
        XCTAssertEqual(Timestamp(seconds: 3, nanos: 1).nanoseconds(since: Timestamp(seconds: 1, nanos: 2)), 1_999_999_999)
    }

    func test_totalNanoseconds_outOfRangeFields_clampToTheBound() {
        XCTAssertEqual(Duration(seconds: 99_999_999_999, nanos: 0).totalNanoseconds, .max)
        XCTAssertEqual(Duration(seconds: 0, nanos: Int(Int64.min)).totalNanoseconds, .min)
        XCTAssertEqual(Duration(seconds: 1, nanos: 5).totalNanoseconds, 1_000_000_005)
    }
}
