import CucumberMessages

/// Parsed feature files, ready to run: their messages in order, and the pickles a filter selected.
public struct FeatureSet: Sendable {
    /// `source`, `gherkinDocument`, selected `pickle` and `parseError` messages, in file order.
    public let envelopes: [Envelope]
    /// The selected pickles, in file order.
    public let pickles: [Pickle]
    /// The syntax errors found.
    public let parseErrors: [ParseError]
    /// The same files as a run takes them: where their nodes are written, and what the filter selects.
    let selection: SelectedFeature
    var lines: GherkinLines { selection.lines }

    /// Collects what parsing produced (any number of files, one after the other), keeping only the pickles `filter`
    /// accepts (all when nil).
    public init(parsed: [Envelope], filter: PickleFilter? = nil) {
        let selection = SelectedFeature(FeatureMessages(parsed: parsed), filter: filter)
        var envelopes: [Envelope] = []
        var pickles: [Pickle] = []
        var parseErrors: [ParseError] = []
        for envelope in parsed {
            switch envelope {
            case .pickle(let pickle):
                guard selection.selects(pickle) else { continue }
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
        self.selection = selection
    }
}
