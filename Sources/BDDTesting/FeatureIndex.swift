import CucumberMessages
import Formatters
import Gherkin

/// What a person reads of a feature file's scenarios, from the document's one index: the titles test cases are
/// listed under, and the keyword and line of the step a pickle step was compiled from.
struct FeatureIndex: Sendable {
    /// A step as written: `Given ` and its line.
    struct StepSource: Sendable, Hashable {
        let keyword: String
        let line: Int
    }

    private let index: GherkinDocumentIndex
    /// What titles start with: the feature's name, else the file's uri.
    private let featureName: String

    init(_ document: GherkinDocument) {
        featureName = document.feature.map { $0.name.isEmpty ? (document.uri ?? "") : $0.name } ?? ""
        index = GherkinDocumentIndex(document)
    }

    /// `Counter › Several increments - Big steps - #2.1`: feature › rule › the test case's name as the JUnit report
    /// gives it (an outline's Examples name and row numbers, and the row's own name when the outline's has a placeholder).
    func title(of pickle: Pickle) -> String {
        let place = index.place(of: pickle)
        let example = place.flatMap { place in
            place.rowPosition(of: pickle).map { (place.examplesName(at: $0.examplesIndex), $0.examplesIndex, $0.rowIndex) }
        }
        var name = TestCaseName.of(pickle, rule: nil, scenario: place?.scenario.name ?? pickle.name, example: example)
        if name.isEmpty { name = "Scenario at line \(place?.scenario.location.line ?? 0)" }
        guard let place else { return name }
        let rule = place.rule.map { $0.name.isEmpty ? "" : $0.name + " › " } ?? ""
        return featureName + " › " + rule + name
    }

    /// The step `step`, one of `pickle`'s, was compiled from, as written.
    func source(of step: PickleStep, in pickle: Pickle) -> StepSource? {
        guard let place = index.place(of: pickle), let position = place.stepPosition(of: step.astNodeIds.first) else { return nil }
        let steps = place.steps(in: position.list)
        return StepSource(keyword: steps[position.index].keyword, line: steps[position.index].location.line)
    }
}
