/// The media type of a feature file's source.
public enum SourceMediaType: String, Sendable, Hashable, CaseIterable {
    /// Plain Gherkin (`.feature`).
    case gherkinPlain = "text/x.cucumber.gherkin+plain"
    /// Gherkin embedded in Markdown (`.feature.md`).
    case gherkinMarkdown = "text/x.cucumber.gherkin+markdown"
}
