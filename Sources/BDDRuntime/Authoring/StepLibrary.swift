/// The step definitions, hooks and parameter types a run can use, in registration order.
///
/// Build one per feature area and combine them:
/// ```swift
/// var steps = StepLibrary()
/// steps.given("I have {int} cukes") { (belly: Belly, count: Int) in belly.cukes = count }
/// let all = StepLibrary(combining: [loginSteps, catalogSteps])
/// ```
public struct StepLibrary: Sendable {
    var entries: [SupportCodeEntry] = []
    /// How undefined steps' snippets are written; Swift registrations when nil.
    public var snippetSyntax: SnippetSyntax?

    /// An empty library.
    public init() {}

    /// The registrations of `libraries`, one after the other.
    public init(combining libraries: [StepLibrary]) {
        entries = libraries.flatMap(\.entries)
        snippetSyntax = libraries.lazy.compactMap(\.snippetSyntax).first
    }

    /// Appends the registrations of `other` after this library's.
    public mutating func include(_ other: StepLibrary) {
        entries += other.entries
    }

    /// How many step definitions the library holds.
    public var stepDefinitionCount: Int {
        entries.reduce(0) { count, entry in
            if case .step = entry { count + 1 } else { count }
        }
    }
}
