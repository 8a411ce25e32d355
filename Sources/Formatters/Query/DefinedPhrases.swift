import CucumberExpressions
import CucumberMessages

/// The phrases of a run's step definitions, read from their messages, asked which of them an undefined step may
/// have meant: how every report and the test bridge name them, from the stream rather than from a snippet's text.
public struct DefinedPhrases: Sendable {
    private var patterns: [PhraseSuggester.Pattern] = []
    /// Made on the first ask after a definition came: a run's definitions all come before its steps.
    private var suggester: PhraseSuggester?

    /// No phrases yet; `add` each step definition as it comes.
    public init() {}

    /// The phrases of `definitions`, ready to be asked.
    public init(_ definitions: [StepDefinition]) {
        for definition in definitions { add(definition) }
        suggester = PhraseSuggester(patterns: patterns)
    }

    /// Takes one more step definition.
    public mutating func add(_ definition: StepDefinition) {
        patterns.append(PhraseSuggester.Pattern(source: definition.pattern.source, isRegularExpression: definition.pattern.type == .regularExpression))
        suggester = nil
    }

    /// The phrases closest to an undefined step's `text`, the closest first; none when no phrase is close.
    public mutating func closest(to text: String) -> [String] {
        let suggester = suggester ?? PhraseSuggester(patterns: patterns)
        self.suggester = suggester
        return suggester.closest(to: text)
    }
}
