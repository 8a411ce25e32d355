import Foundation

/// A type a step body can take as a parameter after its world.
///
/// Values come, in order, from the expression's parameters (`{int}`, `{string}`, a custom type, a regex
/// group); `DataTable` and `DocString` come from the step's own argument. Scalars (`Int`, `Double`,
/// `String`, `Decimal`, …) conform already; a custom parameter type's value type only needs
/// `extension Flight: StepArgument {}`. A type with a `take` of its own says what it takes in `stepParameter`.
public protocol StepArgument {
    /// Takes this parameter's value from what the step matched.
    static func take(from arguments: inout StepArguments) throws -> Self

    /// What it takes, for the check of a body against its expression when the library is compiled.
    static var stepParameter: StepParameter { get }
}

extension StepArgument {
    /// By default a parameter takes the next expression value, converted to `Self`.
    public static func take(from arguments: inout StepArguments) throws -> Self {
        try arguments.nextValue(as: Self.self)
    }

    /// By default, the next expression value as `Self`.
    public static var stepParameter: StepParameter { .value(Self.self) }
}

extension String: StepArgument {}
extension Int: StepArgument {}
extension Int8: StepArgument {}
extension Int16: StepArgument {}
extension Int32: StepArgument {}
extension Int64: StepArgument {}
extension UInt: StepArgument {}
extension UInt8: StepArgument {}
extension UInt16: StepArgument {}
extension UInt32: StepArgument {}
extension UInt64: StepArgument {}
extension Double: StepArgument {}
extension Float: StepArgument {}
extension Decimal: StepArgument {}
