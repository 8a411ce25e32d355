@testable import BDDRuntime
import CucumberMessages
import XCTest

/// The assignment is what keeps N machines honest: every scenario in exactly one shard, the same answer on every
/// machine, little movement when the suite changes, `@serial` kept together, and balanced loads.
final class ShardAssignmentTests: XCTestCase {
    func test_shards_forEveryCount_isAPartitionOfTheItems() {
        let items = makeItems(count: 101)

        for count in [1, 2, 3, 7, 150] {
            let shards = ShardAssignment.shards(for: items, count: count)

            XCTAssertEqual(shards.count, items.count)
            XCTAssertTrue(shards.allSatisfy { (1...count).contains($0) }, "count \(count)")
        }
    }

    func test_shards_ofTheSameItemsInAnotherOrder_givesEachItemTheSameShard() {
        let items = makeItems(count: 80, skewed: true)

        let forward = mapping(items, count: 3)
        let backward = mapping(items.reversed(), count: 3)

        XCTAssertEqual(forward, backward)
    }

    func test_shards_withEqualWeights_balancesTheCountsWithinOne() {
        for (total, count) in [(35, 3), (100, 7), (24, 8), (5, 8)] {
            let shards = ShardAssignment.shards(for: makeItems(count: total), count: count)
            let sizes = (1...count).map { shard in shards.filter { $0 == shard }.count }

            XCTAssertLessThanOrEqual(sizes.max()! - sizes.min()!, 1, "\(total) over \(count): \(sizes)")
        }
    }

    func test_shards_withSkewedWeights_keepsTheSlowestShardWithinTenPercentOfTheMean() {
        let items = makeItems(count: 400, skewed: true)

        for count in [2, 3, 7] {
            let loads = self.loads(items, count: count)
            let mean = loads.reduce(0, +) / Double(count)

            XCTAssertLessThanOrEqual(loads.max()!, mean * 1.1, "\(count) shards: \(loads)")
        }
    }

    func test_shards_whenAScenarioIsAdded_movesFewOthers() {
        let before = makeItems(count: 300)
        let added = before + [ShardAssignment.Item(key: ScenarioKey(uri: "features/new.feature", name: "a new scenario", rank: 0))]

        let moved = movedCount(from: before, to: added, count: 3)

        // Dealt by position, an insertion at the front would move two thirds of them.
        XCTAssertLessThanOrEqual(moved, 6)
    }

    func test_shards_whenAScenarioIsRemoved_movesFewOthers() {
        let before = makeItems(count: 300)
        var removed = before
        removed.remove(at: 150)

        XCTAssertLessThanOrEqual(movedCount(from: before, to: removed, count: 4), 6)
    }

    func test_shards_withSerialScenarios_putsThemAllOnOneShard() {
        let items = makeItems(count: 60).enumerated().map { position, item in
            ShardAssignment.Item(key: item.key, weight: item.weight, serial: position % 9 == 0)
        }

        let shards = ShardAssignment.shards(for: items, count: 4)
        let serialShards = Set(items.indices.filter { items[$0].serial }.map { shards[$0] })

        XCTAssertEqual(serialShards.count, 1)
        XCTAssertEqual(Set(shards).count, 4, "the rest is still spread")
    }

    func test_keys_ofPicklesSharingAName_rankThemInOrderPerFile() {
        let pickles = [("a.feature", "same"), ("a.feature", "other"), ("a.feature", "same"), ("b.feature", "same")].map { uri, name in
            Pickle(id: name, uri: uri, name: name, language: "en", steps: [], tags: [], astNodeIds: [])
        }

        let keys = ScenarioKey.keys(of: pickles)

        XCTAssertEqual(keys.map(\.rank), [0, 0, 1, 0])
    }

    // MARK: - Helpers

    /// Scenarios of 20 per file; skewed, 15 % of them take 1 to 3 s and the rest 0.05 to 0.25 s, as real suites do.
    private func makeItems(count: Int, skewed: Bool = false) -> [ShardAssignment.Item] {
        var random = SplitMix64(seed: 7)
        return (0..<count).map { position in
            let key = ScenarioKey(uri: "features/file\(position / 20).feature", name: "scenario \(position)", rank: 0)
            guard skewed else { return ShardAssignment.Item(key: key) }
            let uniform = Double(random.next() % 10_000) / 10_000
            let slow = random.next() % 100 < 15
            return ShardAssignment.Item(key: key, weight: slow ? 1 + 2 * uniform : 0.05 + 0.2 * uniform)
        }
    }

    private func mapping(_ items: some Sequence<ShardAssignment.Item>, count: Int) -> [ScenarioKey: Int] {
        let items = Array(items)
        return Dictionary(uniqueKeysWithValues: zip(items.map(\.key), ShardAssignment.shards(for: items, count: count)))
    }

    private func loads(_ items: [ShardAssignment.Item], count: Int) -> [Double] {
        let shards = ShardAssignment.shards(for: items, count: count)
        var loads = [Double](repeating: 0, count: count)
        for (item, shard) in zip(items, shards) { loads[shard - 1] += item.weight }
        return loads
    }

    private func movedCount(from before: [ShardAssignment.Item], to after: [ShardAssignment.Item], count: Int) -> Int {
        let old = mapping(before, count: count)
        let new = mapping(after, count: count)
        return old.filter { key, shard in new[key].map { $0 != shard } ?? false }.count
    }
}
