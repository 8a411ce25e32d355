import CucumberMessages

/// How a feature file is written: plain Gherkin, or Gherkin inside Markdown (`.feature.md`).
public enum GherkinFormat: Sendable, Hashable {
    /// A `.feature` file.
    case plain
    /// A `.feature.md` file: headings, bullet steps and Markdown tables.
    case markdown

    /// The format a file's name implies: Markdown for names ending in `.md`.
    public init(uri: String) {
        self = uri.hasSuffix(".md") ? .markdown : .plain
    }

    /// The media type of a `Source` message in this format.
    public var mediaType: SourceMediaType {
        switch self {
        case .plain: .gherkinPlain
        case .markdown: .gherkinMarkdown
        }
    }
}
