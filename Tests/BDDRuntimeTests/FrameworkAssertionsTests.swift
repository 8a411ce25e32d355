@testable import BDDRuntime
import XCTest

final class FrameworkAssertionsTests: XCTestCase {
    func test_notice_everyLoadedFrameworkHeardOrAbsent_isNothingToSay() {
        XCTAssertNil(makeSUT(swiftTesting: .heard, xcTest: .absent).notice())
        XCTAssertNil(makeSUT(swiftTesting: .absent, xcTest: .heard).notice())
    }

    func test_notice_frameworksLoadedButUnheard_namesTheirAssertionsAndWhy() throws {
        let sut = makeSUT(swiftTesting: .unheard(reason: "with this toolchain: newer"), xcTest: .unheard(reason: "add BDDXCTest"))

        let lines = try XCTUnwrap(sut.notice()).split(separator: "\n")

        XCTAssertEqual(lines, [
            "#expect, #require and Issue.record in steps do not fail them with this toolchain: newer",
            "XCTAssert… and XCTFail in steps do not fail them: add BDDXCTest",
        ])
    }

    func test_notice_swiftTestingUnheardButTheHostHearsIt_saysNothingOfIt() {
        let sut = makeSUT(swiftTesting: .unheard(reason: "here: another test runner hears them first"), xcTest: .absent)

        XCTAssertNil(sut.notice(hostHearsSwiftTesting: true))
        XCTAssertFalse(sut.listens)
    }

    // MARK: - Helpers

    private func makeSUT(swiftTesting: FrameworkAssertions.Hearing, xcTest: FrameworkAssertions.Hearing) -> FrameworkAssertions {
        FrameworkAssertions(swiftTesting: swiftTesting, xcTest: xcTest, xcTestSource: nil)
    }
}
