import CucumberExpressions
import CucumberMessages

/// A compiled Cucumber Expression or regular expression, seen as a step pattern.
struct ExpressionPattern: CompiledStepPattern {
    let expression: any StepExpression

    var valueParameterTypes: [ParameterType?] { expression.valueParameterTypes }

    func match(_ text: String) throws -> [MatchedArgument]? {
        try expression.match(text)?.map { argument in
            MatchedArgument(group: Self.message(for: argument.group), parameterTypeName: argument.parameterTypeName, value: argument)
        }
    }

    /// The group as Cucumber Messages report it: children only when there are some.
    private static func message(for group: CucumberExpressions.Group) -> CucumberMessages.StepMatchGroup {
        CucumberMessages.StepMatchGroup(
            children: group.children.isEmpty ? nil : group.children.map(message(for:)),
            start: group.start,
            value: group.value
        )
    }
}

extension Argument: MatchedValue {}
