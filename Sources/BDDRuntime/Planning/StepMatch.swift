/// A step definition that matches a pickle step, with the arguments it matched.
struct StepMatch: Sendable {
    let definition: CompiledStepDefinition
    let arguments: [MatchedArgument]
    /// The arguments' values in order, as a step's body takes them: made once per match, which every test case with
    /// the same step text shares, rather than once per step run.
    let values: [any MatchedValue]

    init(definition: CompiledStepDefinition, arguments: [MatchedArgument]) {
        self.definition = definition
        self.arguments = arguments
        values = arguments.map(\.value)
    }
}
