/// A step definition that matches a pickle step, with the arguments it matched.
struct StepMatch: Sendable {
    let definition: CompiledStepDefinition
    let arguments: [MatchedArgument]
}
