import CucumberMessages

/// One argument a step definition matched: where it is in the step text, its parameter type, its value.
struct MatchedArgument: Sendable {
    let group: StepMatchGroup
    let parameterTypeName: String?
    let value: any MatchedValue

    /// The argument as Cucumber Messages report it in a test step.
    var message: StepMatchArgument {
        StepMatchArgument(group: group, parameterTypeName: parameterTypeName)
    }
}
