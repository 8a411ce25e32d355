import CucumberMessages

/// The scenarios a run starts with (`--first PATH[:LINE]`): what those lines select, as `PATH:LINE` operands select,
/// runs before every other selected scenario, each group in the run's order. It selects nothing itself: a scenario
/// the run does not select stays out.
public struct FirstScenarios: Sendable, Hashable {
    /// The lines named in each file by its uri; no line puts the whole file first.
    private let linesByUri: [String: Set<Int>]

    /// The scenarios `linesByUri` selects in each file, every scenario of a file named with no line.
    public init(linesByUri: [String: Set<Int>]) {
        self.linesByUri = linesByUri
    }

    /// `pickles` of `file`, those named here apart from the others, each in file order.
    func split(_ pickles: [Pickle], of file: SelectedFeature) -> (first: [Pickle], rest: [Pickle]) {
        var targets = LineTargets()
        for case .gherkinDocument(let document) in file.envelopes {
            // Only a file named with lines needs what each of its lines selects.
            if let uri = document.uri, linesByUri[uri]?.isEmpty == false { targets.add(document) }
        }
        var first: [Pickle] = []
        var rest: [Pickle] = []
        for pickle in pickles {
            if let lines = linesByUri[pickle.uri], lines.isEmpty || targets.selects(pickle, atAnyOf: lines) {
                first.append(pickle)
            } else {
                rest.append(pickle)
            }
        }
        return (first, rest)
    }
}
