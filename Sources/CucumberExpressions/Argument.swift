/// One matched argument of a step: its group and the parameter type that gives it a value.
public struct Argument: Sendable {
    /// Where the argument is in the step text, with its nested groups.
    public let group: Group
    /// The type of the argument; nil for a regular expression's group no parameter type claims.
    public let parameterType: ParameterType?

    /// Creates an argument.
    public init(group: Group, parameterType: ParameterType?) {
        self.group = group
        self.parameterType = parameterType
    }

    /// The parameter type's name, as reported in Cucumber Messages' `stepMatchArguments`.
    public var parameterTypeName: String? { parameterType?.name }

    /// The transformed value (nil when the group did not match); throws the transformer's error.
    ///
    /// Built-in types give `Int` ({int}, 64-bit), `Float` ({float}), `Double` ({double}), `Int8` ({byte}),
    /// `Int16` ({short}), `Int64` ({long}), `BigInteger` ({biginteger}), `BigDecimal` ({bigdecimal}) and
    /// `String` ({word}, {string} without its quotes, {}); out-of-range numbers throw `ArgumentConversionError`.
    public func value() throws -> (any Sendable)? {
        guard let text = group.value else { return nil }
        guard let parameterType else { return text }
        return try parameterType.transform(group.values)
    }

    /// The value as a `T`: the transformed value when it is a `T`, else `T` parsed from the text.
    ///
    /// The text is the transformed value when that is a `String` (so `{string}` loses its quotes),
    /// else the matched text. Parsing is strict and supports `String`, the fixed-width integers,
    /// `Float`, `Double`, `Decimal`, `BigInteger` and `BigDecimal`. Ask for an `Optional` to accept
    /// a group that did not match.
    @inlinable
    public func value<T>(as type: T.Type = T.self) throws -> T {
        // `Int` and `String`, the commonest arguments by far, are read without generic code: specialised here, this
        // is a test of types the compiler settles and a call that returns the value.
        if T.self == Int.self, let integer = try builtInInteger() { return integer as! T }
        if T.self == String.self, let string = try stringValue() { return string as! T }
        return try convertedValue(as: type)
    }

    /// The value as a `String` when the group matched: the transformed value when it is one, else the matched text.
    @usableFromInline
    func stringValue() throws -> String? {
        guard let text = group.value else { return nil }
        guard let parameterType else { return text }
        return try parameterType.transform(group.values) as? String ?? text
    }

    /// The `Int` of an `{int}`-like built-in number whose group matched; nil for any other argument.
    @usableFromInline
    func builtInInteger() throws -> Int? {
        guard parameterType?.numberType == Int.self, let text = group.value else { return nil }
        guard let integer = Int(text) else {
            throw ArgumentConversionError(text: text, parameterTypeName: parameterTypeName, targetType: Int.self)
        }
        return integer
    }

    @usableFromInline
    func convertedValue<T>(as type: T.Type) throws -> T {
        if let optionalType = T.self as? any OptionalArgumentValue.Type,
           let optional = try optionalType.converting(self) as? T {
            return optional
        }
        guard let value = try value() else {
            throw ArgumentConversionError(text: nil, parameterTypeName: parameterTypeName, targetType: T.self)
        }
        if let typed = value as? T { return typed }
        let text = value as? String ?? group.value ?? ""
        if let converted = ScalarConversion.convert(text, to: T.self) { return converted }
        throw ArgumentConversionError(text: text, parameterTypeName: parameterTypeName, targetType: T.self)
    }
}

/// Lets `Argument.value(as:)` turn a group that did not match into `nil` for optional targets.
protocol OptionalArgumentValue {
    static func converting(_ argument: Argument) throws -> Self
}

extension Optional: OptionalArgumentValue {
    static func converting(_ argument: Argument) throws -> Self {
        guard argument.group.value != nil else { return .none }
        return .some(try argument.value(as: Wrapped.self))
    }
}
