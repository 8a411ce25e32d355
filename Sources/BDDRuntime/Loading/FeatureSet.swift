import CucumberMessages

/// Parsed feature files, ready to run: their messages in order, and the pickles a filter selected.
public struct FeatureSet: Sendable {
    /// `source`, `gherkinDocument`, selected `pickle` and `parseError` messages, in file order.
    public let envelopes: [Envelope]
    /// The selected pickles, in file order.
    public let pickles: [Pickle]
    /// The syntax errors found.
    public let parseErrors: [ParseError]
    let lines: GherkinLines

    /// Collects what parsing produced (any number of files, one after the other), keeping only the pickles `filter`
    /// accepts and, of those, the ones whose key `part` names (all when nil), each given the id `part` gives it: a
    /// shard's part, selected by what a scenario is known by and named as its manifest names it.
    public init(parsed: [Envelope], filter: PickleFilter? = nil, part: [ScenarioKey: String]? = nil) {
        var lines = GherkinLines()
        var targets = LineTargets()
        for case .gherkinDocument(let document) in parsed {
            lines.add(document)
            if filter?.selectsLines == true { targets.add(document) }
        }
        var envelopes: [Envelope] = []
        var pickles: [Pickle] = []
        var parseErrors: [ParseError] = []
        var ranker = ScenarioKey.Ranker()
        for var envelope in parsed {
            switch envelope {
            case .pickle(var pickle):
                guard filter?.accepts(pickle, targets: targets) ?? true else { continue }
                if let part {
                    // Another shard's pickle: its manifest names it, and that shard's stream carries it.
                    guard let id = part[ranker.key(uri: pickle.uri, name: pickle.name)] else { continue }
                    pickle.id = id
                    envelope = .pickle(pickle)
                }
                pickles.append(pickle)
            case .parseError(let error):
                parseErrors.append(error)
            default:
                break
            }
            envelopes.append(envelope)
        }
        self.envelopes = envelopes
        self.pickles = pickles
        self.parseErrors = parseErrors
        self.lines = lines
    }
}
