import CucumberMessages

/// What a scenario is known by from run to run and machine to machine: its file, its name and, among the selected
/// scenarios of that file with that name (an outline's rows, say), its rank.
///
/// Not its position in the run, nor its line: adding a scenario above another, or a line to its description, leaves
/// the other's key alone, so a shard assignment moves little when the suite changes.
public struct ScenarioKey: Hashable, Sendable, CustomStringConvertible {
    /// The feature file's uri.
    public let uri: String
    /// The pickle's name, as the feature names it (outline placeholders filled in).
    public let name: String
    /// 0 for the first scenario of this file with this name, 1 for the next, …
    public let rank: Int

    /// A key from its parts.
    public init(uri: String, name: String, rank: Int) {
        self.uri = uri
        self.name = name
        self.rank = rank
    }

    /// The keys of `pickles`, in their order: ranks are counted along the sequence, so give a file's pickles in
    /// file order.
    public static func keys(of pickles: some Sequence<Pickle>) -> [ScenarioKey] {
        var ranker = Ranker()
        return pickles.map { ranker.key(uri: $0.uri, name: $0.name) }
    }

    /// Keys made one scenario at a time, in order, each ranked among the earlier ones of its file and name.
    struct Ranker {
        private var ranks: [String: [String: Int]] = [:]

        mutating func key(uri: String, name: String) -> ScenarioKey {
            let rank = ranks[uri, default: [:]][name, default: 0]
            ranks[uri, default: [:]][name] = rank + 1
            return ScenarioKey(uri: uri, name: name, rank: rank)
        }
    }

    public var description: String { rank == 0 ? "\(uri) › \(name)" : "\(uri) › \(name) #\(rank + 1)" }
}
