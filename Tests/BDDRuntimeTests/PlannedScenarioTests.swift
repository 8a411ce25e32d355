@testable import BDDRuntime
import XCTest

final class PlannedScenarioTests: XCTestCase {
    func test_scenarios_ofTheLinesItWrote_readsEveryScenarioBack() {
        let planned = [
            PlannedScenario(uri: "features/a.feature", pickleId: "p1", astNodeIds: ["scenario-1"], shard: 1),
            PlannedScenario(uri: "features/a.feature", pickleId: "p2", astNodeIds: ["outline-2", "row-7"], shard: 12),
            PlannedScenario(uri: "características/ñandú\tcon tab.feature", pickleId: "p3", astNodeIds: [], shard: 2),
            PlannedScenario(uri: "features/a.feature", pickleId: "p4", astNodeIds: ["scenario-9"], shard: 3),
        ]

        let read = PlannedScenario.scenarios(in: PlannedScenario.lines(planned))

        XCTAssertEqual(read, planned)
    }

    func test_scenarios_lineMissingAFieldOrWithoutAShardNumberOrPickleId_readsNothing() {
        for text in ["1\tp1\tnode\n2\tp2\tnode-without-uri\n", "one\tp1\tnode\ta.feature\n", "1\t\tnode\ta.feature\n"] {
            XCTAssertNil(PlannedScenario.scenarios(in: text), text)
        }
        XCTAssertEqual(PlannedScenario.scenarios(in: "\n\n"), [])
    }
}
