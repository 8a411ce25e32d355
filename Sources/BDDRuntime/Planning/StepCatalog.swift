import CucumberExpressions
import CucumberMessages

/// A step library compiled for looking steps up without running them: the definitions a step text matches, the
/// library's phrases closest to an undefined one and the snippet that would define it. What an editor asks of it.
///
/// It compiles the library as a run does (`SupportCode`), so an editor and a run bind every step alike.
public struct StepCatalog: Sendable {
    /// One step definition as written in Swift.
    public struct Definition: Sendable, Hashable {
        /// The Cucumber expression or regular expression, as written.
        public let expression: String
        /// Whether `expression` is a regular expression.
        public let isRegularExpression: Bool
        /// Where it is registered (the `#filePath` and `#line` of the registration).
        public let location: CodeLocation
        /// Why a run refuses it (its body does not fit its expression), in the run's words; nil when it fits.
        public let refusal: String?
    }

    /// One argument of a match: where it stands in the step text and what it is.
    public struct Argument: Sendable, Hashable {
        /// Where the argument starts in the step text, in UTF-16 code units.
        public let start: Int
        /// Where it ends, in UTF-16 code units.
        public let end: Int
        /// The matched text.
        public let value: String
        /// The parameter type's name (`int`, `string`, …); nil for a regular expression's anonymous group.
        public let parameterTypeName: String?
    }

    /// One definition a step text matches, by its index in `definitions`, with its arguments.
    public struct Match: Sendable, Hashable {
        /// The index of the definition in `definitions`.
        public let definition: Int
        /// The arguments, in order.
        public let arguments: [Argument]
    }

    /// Every step definition of the library, in registration order.
    public let definitions: [Definition]
    /// What the library's custom parameter types say a value looks like, by name.
    public let parameterDescriptions: [String: String]
    private let supportCode: SupportCode
    private let suggester: PhraseSuggester

    /// Compiles `library`; throws what a run would refuse to start with (a malformed expression, say), except a body
    /// that does not fit its expression: that definition is kept, with its `refusal`, to be shown where it is used.
    public init(library: StepLibrary) throws(SupportCodeError) {
        var ids: any IdGenerator = IncrementingIdGenerator()
        supportCode = try SupportCode(library: library, ids: &ids, currentDirectory: "", refusingMismatches: false)
        parameterDescriptions = library.parameterDescriptions
        definitions = supportCode.stepDefinitions.map { definition in
            Definition(
                expression: definition.message.pattern.source,
                isRegularExpression: definition.message.pattern.type == .regularExpression,
                location: definition.location,
                refusal: definition.signatureMismatch
            )
        }
        suggester = PhraseSuggester(patterns: definitions.map { PhraseSuggester.Pattern(source: $0.expression, isRegularExpression: $0.isRegularExpression) })
    }

    /// The definitions `text` matches: none for an undefined step, more than one for an ambiguous one.
    public func matches(_ text: String) -> [Match] {
        // A pattern that fails to match (a group of ambiguous type) binds nothing, as in a run.
        StepMatching.of(text, in: supportCode).matches.map { match in
            Match(definition: match.definition.index, arguments: match.arguments.compactMap(Self.argument))
        }
    }

    /// Why a step with or without a table or doc string cannot use the definition at `index`, in a run's words; nil
    /// when it can.
    public func argumentMismatch(definition index: Int, hasDataTable: Bool, hasDocString: Bool) -> String? {
        let definition = supportCode.stepDefinitions[index]
        return definition.signature.mismatch(withStepArgument: Self.argument(hasDataTable, hasDocString), definition: definition.described)
    }

    /// Up to `limit` of the library's phrases closest to `text`, as a run's reports name them.
    public func closestPhrases(to text: String, limit: Int = 3) -> [String] {
        suggester.closest(to: text, limit: limit)
    }

    /// The snippet a run prints for an undefined step of this text and kind, ready to paste into the library.
    public func snippet(for text: String, type: PickleStepType?, hasDataTable: Bool = false, hasDocString: Bool = false) -> String? {
        let step = PickleStep(argument: Self.argument(hasDataTable, hasDocString), astNodeIds: [], id: "", type: type, text: text)
        return supportCode.snippetWriter.snippets(for: step).first?.code
    }

    /// An empty stand-in for a step's table or doc string: what matters here is which it has.
    private static func argument(_ hasDataTable: Bool, _ hasDocString: Bool) -> PickleStepArgument? {
        guard hasDataTable || hasDocString else { return nil }
        return PickleStepArgument(docString: hasDocString ? PickleDocString(content: "") : nil, dataTable: hasDataTable ? PickleTable(rows: []) : nil)
    }

    private static func argument(_ matched: MatchedArgument) -> Argument? {
        guard let start = matched.group.start, let value = matched.group.value else { return nil }
        return Argument(start: start, end: start + value.utf16.count, value: value, parameterTypeName: matched.parameterTypeName)
    }
}
