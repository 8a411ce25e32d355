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
    /// accepts (all when nil).
    public init(parsed: [Envelope], filter: PickleFilter? = nil) {
        var lines = GherkinLines()
        var targets = LineTargets()
        for case .gherkinDocument(let document) in parsed {
            lines.add(document)
            if filter?.selectsLines == true { targets.add(document) }
        }
        var envelopes: [Envelope] = []
        var pickles: [Pickle] = []
        var parseErrors: [ParseError] = []
        for envelope in parsed {
            switch envelope {
            case .pickle(let pickle):
                guard filter?.accepts(pickle, targets: targets) ?? true else { continue }
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
