/// A Cucumber Expression guessed from an undefined step's text, with what its parameters become in Swift.
struct SnippetExpression: Sendable, Hashable {
    /// The expression, e.g. `I have {int} cukes`.
    let source: String
    /// One name per parameter for the snippet's closure, e.g. `["int", "string"]`.
    let parameterNames: [String]
    /// The parameter type of each parameter as the expression names it, e.g. `["int", "string"]`.
    let parameterTypeNames: [String]
    /// The Swift type of each parameter, e.g. `["Int", "String"]`.
    let typeNames: [String]
}
