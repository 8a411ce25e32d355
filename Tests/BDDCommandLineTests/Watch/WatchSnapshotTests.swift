@testable import BDDCommandLine
import XCTest

final class WatchSnapshotTests: XCTestCase {
    func test_changes_featureSavedAndAdded_listsBothInPathOrder() {
        let before = WatchSnapshot(features: ["/p/b.feature": stamp(1), "/p/c.feature": stamp(1)])
        let after = WatchSnapshot(features: ["/p/b.feature": stamp(2), "/p/c.feature": stamp(1), "/p/a.feature": stamp(1)])

        XCTAssertEqual(after.changes(since: before), WatchChanges(features: ["/p/a.feature", "/p/b.feature"], sourcesChanged: false))
    }

    func test_changes_sameSecondOtherSize_isASave() {
        let before = WatchSnapshot(features: ["/p/a.feature": FileStamp(seconds: 5, nanoseconds: 0, size: 10)])
        let after = WatchSnapshot(features: ["/p/a.feature": FileStamp(seconds: 5, nanoseconds: 0, size: 11)])

        XCTAssertEqual(after.changes(since: before).features, ["/p/a.feature"])
    }

    func test_changes_featureRemoved_runsNothing() {
        let before = WatchSnapshot(features: ["/p/a.feature": stamp(1)])

        XCTAssertTrue(WatchSnapshot().changes(since: before).isEmpty)
    }

    func test_changes_sourceSavedAddedOrRemoved_asksForABuild() {
        let before = WatchSnapshot(sources: ["/p/Sources/A.swift": stamp(1)])

        XCTAssertTrue(WatchSnapshot(sources: ["/p/Sources/A.swift": stamp(2)]).changes(since: before).sourcesChanged)
        XCTAssertTrue(WatchSnapshot(sources: [:]).changes(since: before).sourcesChanged)
        XCTAssertFalse(before.changes(since: before).sourcesChanged)
    }

    // MARK: - Helpers

    private func stamp(_ seconds: Int) -> FileStamp {
        FileStamp(seconds: seconds, nanoseconds: 0, size: 1)
    }
}
