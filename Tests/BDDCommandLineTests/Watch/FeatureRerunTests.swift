@testable import BDDCommandLine
import XCTest

/// What a save of feature files runs and how the banner says it.
final class FeatureRerunTests: XCTestCase {
    func test_init_someScenariosChanged_putsTheirLinesFirstAndCountsBoth() {
        let sut = FeatureRerun(saved: [("Features/catalog.feature", ScenarioChanges(lines: [12, 30], changed: 2, total: 7))])

        XCTAssertEqual(sut.arguments, ["--first=Features/catalog.feature:12:30", "Features/catalog.feature"])
        XCTAssertEqual(sut.announcement, "Features/catalog.feature changed: 2 scenarios first, then the other 5")
    }

    func test_init_noneAllOrUnparsedChanged_runsTheFileInItsOrder() {
        for changes in [ScenarioChanges(lines: [], changed: 0, total: 3), ScenarioChanges(lines: [2, 5, 9], changed: 3, total: 3), nil] {
            let sut = FeatureRerun(saved: [("a.feature", changes)])

            XCTAssertEqual(sut.arguments, ["a.feature"])
            XCTAssertEqual(sut.announcement, "a.feature saved: running its scenarios")
        }
    }

    func test_init_twoFilesOneNew_putsTheNewOneWholeFirst() {
        let sut = FeatureRerun(saved: [
            ("a.feature", ScenarioChanges(lines: [9], changed: 1, total: 4)),
            ("b.feature", ScenarioChanges(lines: [3, 6], changed: 2, total: 2)),
        ])

        XCTAssertEqual(sut.arguments, ["--first=a.feature:9", "--first=b.feature", "a.feature", "b.feature"])
        XCTAssertEqual(sut.announcement, "a.feature, b.feature changed: 3 scenarios first, then the other 3")
    }
}
