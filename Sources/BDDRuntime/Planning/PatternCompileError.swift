/// Why a step definition's pattern did not compile.
enum PatternCompileError: Error, Sendable, Hashable {
    /// The expression names a parameter type nobody registered: reported, the definition is left out.
    case undefinedParameterType(name: String)
    /// The expression or regular expression is malformed: the run cannot start.
    case invalid(message: String)
}
