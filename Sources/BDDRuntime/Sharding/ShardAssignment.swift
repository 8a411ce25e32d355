/// Which shard runs each scenario: a pure function of the scenarios, their weights and the number of shards, so
/// every machine of a CI matrix works out the same partition on its own.
///
/// Heaviest first, each scenario goes to the first shard of its own preference order (rendezvous hashing of its
/// key) that stays under the mean load plus 2 %; when none does, to the least-loaded shard (the lowest index on a
/// tie). The preference keeps the assignment stable: adding or removing a scenario moves few others, where dealing
/// by position moves most of those after it. The cap keeps it balanced: no shard ends more than one scenario's
/// weight above the mean. `@serial` scenarios travel together, as one unit of their summed weight, so two of them
/// never run at once, not even on two machines.
public enum ShardAssignment {
    /// One selected scenario, as the assignment sees it.
    public struct Item: Sendable, Equatable {
        /// What it is known by.
        public let key: ScenarioKey
        /// How long it is expected to take, in any unit; only ratios matter.
        public let weight: Double
        /// Whether it is tagged `@serial`.
        public let serial: Bool

        /// An item; a weight below zero (or not a number) counts as zero.
        public init(key: ScenarioKey, weight: Double = 1, serial: Bool = false) {
            self.key = key
            self.weight = weight.isFinite ? max(0, weight) : 0
            self.serial = serial
        }
    }

    /// How far above the mean a shard may fill up before a scenario looks past its preferred shards.
    static let slack = 0.02

    /// The 1-based shard of each item, in the items' order; `count` is at least 1.
    public static func shards(for items: [Item], count: Int) -> [Int] {
        precondition(count >= 1, "a shard count is at least 1")
        let units = Unit.units(of: items)
        let total = units.reduce(0) { $0 + $1.weight }
        let cap = total / Double(count) * (1 + slack)
        var loads = [Double](repeating: 0, count: count)
        var result = [Int](repeating: 1, count: items.count)
        // Indices sorted, not units: a unit holds an array and a string, and moving them costs more than comparing.
        let order = units.indices.sorted { Unit.heavierFirst(units[$0], units[$1]) }
        for position in order {
            let unit = units[position]
            let shard = preferredShard(of: unit.hash, weight: unit.weight, loads: loads, cap: cap)
                ?? loads.indices.min { loads[$0] < loads[$1] }!
            loads[shard] += unit.weight
            for member in unit.members { result[member] = shard + 1 }
        }
        return result
    }

    /// The first shard (0-based) in the order `hash` prefers them that `weight` keeps under `cap`: of those it fits,
    /// the one scoring highest. Nil when it fits none.
    static func preferredShard(of hash: UInt64, weight: Double, loads: [Double], cap: Double) -> Int? {
        var best: (shard: Int, score: UInt64)?
        for shard in loads.indices where loads[shard] + weight <= cap {
            let score = self.score(of: hash, shard: shard)
            if best == nil || score > best!.score { best = (shard, score) }
        }
        return best?.shard
    }

    private static func score(of hash: UInt64, shard: Int) -> UInt64 {
        StableHash.mix(hash ^ (UInt64(shard + 1) &* 0x9E37_79B9_7F4A_7C15))
    }

    /// What is placed at once: one scenario, or every `@serial` one.
    private struct Unit {
        let members: [Int]
        let weight: Double
        let hash: UInt64
        let name: String

        static func units(of items: [Item]) -> [Unit] {
            var units: [Unit] = []
            var serial: [Int] = []
            for (position, item) in items.enumerated() {
                if item.serial {
                    serial.append(position)
                } else {
                    let name = item.key.description
                    units.append(Unit(members: [position], weight: item.weight, hash: StableHash.of(name), name: name))
                }
            }
            if !serial.isEmpty {
                let weight = serial.reduce(0) { $0 + items[$1].weight }
                units.append(Unit(members: serial, weight: weight, hash: StableHash.of("@serial"), name: "@serial"))
            }
            return units
        }

        static func heavierFirst(_ left: Unit, _ right: Unit) -> Bool {
            if left.weight != right.weight { return left.weight > right.weight }
            if left.hash != right.hash { return left.hash < right.hash }
            return left.name < right.name
        }
    }
}
