/// The parameter types expressions may use: Cucumber's built-ins plus the ones defined here.
public struct ParameterTypeRegistry: Sendable {
    /// Every parameter type, in definition order (the built-ins first).
    public private(set) var parameterTypes: [ParameterType] = []
    private var byName: [String: ParameterType] = [:]
    private var byRegexp: [String: [ParameterType]] = [:]

    /// A registry holding the built-in parameter types.
    public init() {
        for type in ParameterType.builtIns {
            insert(type)
        }
    }

    /// The parameter type called `name` (empty for `{}`), if defined.
    public func parameterType(named name: String) -> ParameterType? {
        byName[name]
    }

    /// Adds a parameter type; throws when its name is taken or a regexp would get two preferred types.
    public mutating func define(_ type: ParameterType) throws(CucumberExpressionError) {
        if byName[type.name] != nil {
            throw CucumberExpressionError(
                .invalidParameterType,
                type.name.isEmpty
                    ? "The anonymous parameter type has already been defined"
                    : "There is already a parameter type with name \(type.name)"
            )
        }
        for regexp in type.regularExpressions {
            if let existing = byRegexp[regexp]?.first, existing.preferForRegexpMatch, type.preferForRegexpMatch {
                throw CucumberExpressionError(
                    .invalidParameterType,
                    "There can only be one preferential parameter type per regexp. The regexp /\(regexp)/ "
                        + "is used for two preferential parameter types, {\(existing.name)} and {\(type.name)}"
                )
            }
        }
        insert(type)
    }

    /// The types having `regexp` among their regular expressions, the preferred one first, then by name.
    func parameterTypes(forRegexp regexp: String) -> [ParameterType] {
        byRegexp[regexp] ?? []
    }

    private mutating func insert(_ type: ParameterType) {
        parameterTypes.append(type)
        byName[type.name] = type
        for regexp in Set(type.regularExpressions) {
            byRegexp[regexp, default: []].append(type)
            byRegexp[regexp]?.sort(by: ParameterType.precedes)
        }
    }
}
