/// One selected scenario of a sharded run's plan: which pickle it is (its id, the same in every shard's stream, and
/// the Gherkin nodes it comes from) and which shard runs it.
public struct PlannedScenario: Sendable, Equatable {
    /// The feature file's uri.
    public let uri: String
    /// The pickle's id.
    public let pickleId: String
    /// The pickle's `astNodeIds`: its scenario, and its Examples row for an outline.
    public let astNodeIds: [String]
    /// The shard that runs it, 1-based.
    public let shard: Int

    /// A planned scenario from its fields.
    public init(uri: String, pickleId: String, astNodeIds: [String], shard: Int) {
        self.uri = uri
        self.pickleId = pickleId
        self.astNodeIds = astNodeIds
        self.shard = shard
    }

    /// `scenarios` as text, a line each: `SHARD<tab>PICKLE_ID<tab>NODE,NODE<tab>URI`. A line per scenario keeps a
    /// manifest of 35,000 scenarios under a megabyte and quick to read back.
    public static func lines(_ scenarios: [PlannedScenario]) -> String {
        var text = ""
        for scenario in scenarios {
            text += "\(scenario.shard)\t\(scenario.pickleId)\t\(scenario.astNodeIds.joined(separator: ","))\t\(scenario.uri)\n"
        }
        return text
    }

    /// The scenarios `lines(_:)` wrote; nil when a line does not read.
    public static func scenarios(in text: String) -> [PlannedScenario]? {
        var scenarios: [PlannedScenario] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard fields.count == 4, let shard = Int(fields[0]), !fields[1].isEmpty else { return nil }
            let nodes = fields[2].split(separator: ",").map(String.init)
            scenarios.append(PlannedScenario(uri: String(fields[3]), pickleId: String(fields[1]), astNodeIds: nodes, shard: shard))
        }
        return scenarios
    }
}
