/// How the snippet of an undefined step is written: the language and the code around a guessed expression.
///
/// `StepLibrary` writes Swift registrations by default; a library can write another syntax (as Cucumber's
/// `snippetSyntax` option does), for instance to match what another tool expects.
public struct SnippetSyntax: Sendable {
    /// What a snippet is made from: the step's keyword kind, one guessed expression and its parameters.
    public struct Request: Sendable, Hashable {
        /// `Given`, `When` or `Then`, from the step's kind (an `And` after a `When` is `When`).
        public let keyword: String
        /// The guessed Cucumber Expression, e.g. `I have {int} cukes`.
        public let expression: String
        /// One name per parameter, e.g. `["int", "string"]`.
        public let parameterNames: [String]
        /// The parameter type of each parameter, as named in the expression, e.g. `["int", "string"]`.
        public let parameterTypeNames: [String]
        /// Whether the step has a data table.
        public let hasDataTable: Bool
        /// Whether the step has a doc string.
        public let hasDocString: Bool
    }

    /// The `language` of the `Snippet` messages.
    public let language: String
    /// Whether every guessed expression gets a snippet (Cucumber's way) or only the best one.
    public let everyGuess: Bool
    /// Writes the code of one snippet.
    public let write: @Sendable (Request) -> String

    /// A syntax of your own.
    public init(language: String, everyGuess: Bool, write: @escaping @Sendable (Request) -> String) {
        self.language = language
        self.everyGuess = everyGuess
        self.write = write
    }
}
