@testable import BDDRuntime
import CucumberMessages
import Foundation
import XCTest

final class SystemClockTests: XCTestCase {
    func test_now_comparedWithDate_isTheSameMomentToTheMillisecond() {
        var sut = SystemClock()

        let before = Date().timeIntervalSince1970
        let now = sut.now()
        let after = Date().timeIntervalSince1970

        let seconds = Double(now.seconds) + Double(now.nanos) / 1e9
        XCTAssertGreaterThanOrEqual(seconds, before - 0.001)
        XCTAssertLessThanOrEqual(seconds, after + 0.001)
        XCTAssertTrue((0..<1_000_000_000).contains(now.nanos), "nanos \(now.nanos) out of range")
    }
}
