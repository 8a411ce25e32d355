import CucumberExpressions

/// What one parameter of a step body takes from a matched step: the next value of the expression, or the step's
/// data table or doc string. Read when the library is compiled, to check a body against its expression.
public struct StepParameter: Sendable {
    enum Source: Sendable, Hashable {
        case value
        case dataTable
        case docString
        /// The running scenario, beside the world: no part of what the step matched.
        case scenario
    }

    let source: Source
    /// The parameter's type, optional or not.
    let type: Any.Type
    /// Whether the body accepts its absence (`Int?`, `DocString?`).
    let isOptional: Bool
    /// Whether a value of a given type is one of it (the type itself, a subclass, a conforming type).
    let accepts: @Sendable (Any.Type) -> Bool

    /// A parameter that takes the next expression value as a `T`.
    public static func value<T>(_ type: T.Type) -> StepParameter {
        StepParameter(source: .value, type: T.self, isOptional: false) { $0 is T.Type }
    }

    /// A parameter that takes the step's data table, as a `T` (`DataTable`, `[Row]`, a `TableDecodable`).
    public static func dataTable<T>(as type: T.Type) -> StepParameter {
        StepParameter(source: .dataTable, type: T.self, isOptional: false) { _ in false }
    }

    /// A parameter that takes the step's doc string, as a `T`.
    public static func docString<T>(as type: T.Type) -> StepParameter {
        StepParameter(source: .docString, type: T.self, isOptional: false) { _ in false }
    }

    /// The same parameter, made optional.
    var optional: StepParameter {
        StepParameter(source: source, type: type, isOptional: true, accepts: accepts)
    }

    /// The family of scalars it is, when text converts to it.
    var scalarKind: ScalarKind? { ScalarKind(of: type) }

    /// The type as written in Swift, for messages: asked of the runtime only then, as it costs a search of every
    /// loaded module's conformances.
    var typeName: String { String(describing: type) + (isOptional ? "?" : "") }
}
