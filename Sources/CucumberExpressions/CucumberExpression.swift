/// A Cucumber Expression such as `I have {int} cucumber(s)`, compiled once and matched many times.
public struct CucumberExpression: StepExpression {
    /// The expression as written.
    public let source: String
    /// The parameter types of the expression's parameters, in order.
    public let parameterTypes: [ParameterType]
    let tree: CaptureGroupTree
    /// The text every match starts with: the expression's leading text nodes, which compile to literals.
    private let literalPrefix: [UInt8]
    /// The matcher of an expression of text and integers, which needs no regular expression.
    private let integerMatcher: IntegerExpressionMatcher?

    /// Compiles `source` with the parameter types of `registry`; throws Cucumber's message when malformed.
    public init(_ source: String, registry: ParameterTypeRegistry = ParameterTypeRegistry()) throws(CucumberExpressionError) {
        let ast = try CucumberExpressionParser.parse(source)
        let compiled = try CucumberExpressionCompiler(expression: source, registry: registry).compile(ast)
        self.source = source
        self.parameterTypes = compiled.parameterTypes
        self.tree = try CaptureGroupTree(pattern: compiled.pattern)
        self.literalPrefix = Array(ast.nodes.prefix { $0.type == .text }.map(\.text).joined().utf8)
        self.integerMatcher = IntegerExpressionMatcher(nodes: ast.nodes, parameterTypes: compiled.parameterTypes)
        // A parameter regexp whose groups cannot be read would pair arguments with the wrong types.
        guard tree.root.children.count == parameterTypes.count else {
            throw CucumberExpressionError(
                .invalidRegularExpression,
                "The capture groups of \(compiled.pattern) do not line up with the parameters of \(source)"
            )
        }
    }

    /// The anchored regular expression the expression compiles to.
    public var regularExpression: String { tree.pattern }

    public var valueParameterTypes: [ParameterType?] { parameterTypes }

    /// Whether `text`'s UTF-8 starts with `prefix`: read in place, as the generic `starts(with:)` cost more than
    /// the rest of ruling a definition out.
    private static func startsWith(_ text: String, _ prefix: [UInt8]) -> Bool {
        let inPlace = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count >= prefix.count else { return false }
            for position in prefix.indices where bytes[position] != prefix[position] { return false }
            return true
        }
        return inPlace ?? text.utf8.starts(with: prefix)
    }

    /// The arguments when the whole of `text` matches, nil when it does not.
    public func match(_ text: String) -> [Argument]? {
        // A step is matched against every definition: a byte comparison rules most out before the regex runs.
        // Bytes, not `hasPrefix`: the regex compares code points, `hasPrefix` characters.
        guard Self.startsWith(text, literalPrefix) else { return nil }
        if let integerMatcher {
            switch integerMatcher.match(text) {
            case .matched(let groups): return zip(groups, parameterTypes).map { Argument(group: $0, parameterType: $1) }
            case .noMatch: return nil
            case .undecided: break
            }
        }
        guard let root = tree.match(text) else { return nil }
        // Each parameter compiles to exactly one top-level group, so the two lists line up.
        return zip(root.children, parameterTypes).map { Argument(group: $0, parameterType: $1) }
    }
}
