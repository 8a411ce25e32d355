@testable import Formatters
import XCTest

final class CucumberJSONIdTests: XCTestCase {
    func test_part_spacesApostrophesCommasUnderscoresAndBangs_becomeHyphensInLowerCase() {
        XCTAssertEqual(CucumberJSONId.part("Aren't you, Big_Bob!"), "aren-t-you--big-bob-")
    }

    func test_part_otherPunctuation_staysAsItIs() {
        XCTAssertEqual(CucumberJSONId.part("Usage of a `Rule` <n> {int} --retry"), "usage-of-a-`rule`-<n>-{int}---retry")
    }
}
