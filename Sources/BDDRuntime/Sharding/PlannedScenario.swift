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
    ///
    /// Read as bytes, and a file's uri made once for its scenarios: a merge reads the plan of every scenario of the
    /// run, and splitting it by characters took as long as checking a shard's stream.
    public static func scenarios(in text: String) -> [PlannedScenario]? {
        var text = text
        return text.withUTF8 { bytes -> [PlannedScenario]? in
            func string(_ range: Range<Int>) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            var scenarios: [PlannedScenario] = []
            var uri = ""
            var lineStart = 0
            while lineStart < bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                defer { lineStart = lineEnd + 1 }
                guard lineEnd > lineStart else { continue }
                // The first three tabs end the shard, the pickle id and the nodes; the uri is the rest of the line.
                var tabs: [Int] = []
                var position = lineStart
                while tabs.count < 3, let tab = bytes[position..<lineEnd].firstIndex(of: UInt8(ascii: "\t")) {
                    tabs.append(tab)
                    position = tab + 1
                }
                guard tabs.count == 3, let shard = Int(string(lineStart..<tabs[0])), tabs[1] > tabs[0] + 1 else { return nil }
                var nodes: [String] = []
                var nodeStart = tabs[1] + 1
                while nodeStart < tabs[2] {
                    let nodeEnd = bytes[nodeStart..<tabs[2]].firstIndex(of: UInt8(ascii: ",")) ?? tabs[2]
                    if nodeEnd > nodeStart { nodes.append(string(nodeStart..<nodeEnd)) }
                    nodeStart = nodeEnd + 1
                }
                let lineURI = bytes[tabs[2] + 1..<lineEnd]
                if !lineURI.elementsEqual(uri.utf8) { uri = string(tabs[2] + 1..<lineEnd) }
                scenarios.append(PlannedScenario(uri: uri, pickleId: string(tabs[0] + 1..<tabs[1]), astNodeIds: nodes, shard: shard))
            }
            return scenarios
        }
    }
}
