import CucumberMessages

/// A file a run reached, with what its filter selects: the messages to publish before its first test case, where its
/// nodes are written, and its selected pickles, made as the run takes them.
struct SelectedFeature: Sendable {
    /// The `source`, `gherkinDocument` and `parseError` messages.
    var envelopes: [Envelope] { file.envelopes }
    let parseErrorCount: Int
    let lines: GherkinLines
    private let file: FeatureMessages
    private let filter: PickleFilter?
    private let targets: LineTargets

    /// `file`, whose pickles `filter` selects (all when nil).
    init(_ file: FeatureMessages, filter: PickleFilter?) {
        var lines = GherkinLines()
        var targets = LineTargets()
        var parseErrorCount = 0
        for envelope in file.envelopes {
            switch envelope {
            case .gherkinDocument(let document):
                lines.add(document)
                if filter?.selectsLines == true { targets.add(document) }
            case .parseError:
                parseErrorCount += 1
            default:
                break
            }
        }
        self.file = file
        self.filter = filter
        self.targets = targets
        self.lines = lines
        self.parseErrorCount = parseErrorCount
    }

    /// No file: a run given nothing to parse.
    static let none = SelectedFeature(FeatureMessages(parsed: []), filter: nil)

    /// Whether the filter selects `pickle`, one of the file's.
    func selects(_ pickle: Pickle) -> Bool {
        filter?.accepts(pickle, targets: targets) ?? true
    }

    /// Hands each selected pickle to `body` in file order until `body` returns false.
    func eachPickle(_ body: (consuming Pickle) -> Bool) {
        file.eachPickle { pickle in
            guard selects(pickle) else { return true }
            return body(pickle)
        }
    }

    /// Every selected pickle, in file order: for a run that arranges them before planning any.
    var pickles: [Pickle] {
        var all: [Pickle] = []
        eachPickle { pickle in
            all.append(pickle)
            return true
        }
        return all
    }
}
