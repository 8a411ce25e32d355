/// A step definition that matches a pickle step, with the arguments it matched.
///
/// A class: every test case with the same step text shares one, and each run of the step reads it; copying the
/// definition's fields, arguments and values retained each of them (three copies a step).
final class StepMatch: Sendable {
    let definition: CompiledStepDefinition
    let arguments: [MatchedArgument]
    /// The arguments' values in order, as a step's body takes them: made once per match, which every test case with
    /// the same step text shares, rather than once per step run.
    let values: [any MatchedValue]
    /// The definition's own timeout, read once: reading it through `definition` copied the definition.
    let timeout: Swift.Duration?

    init(definition: CompiledStepDefinition, arguments: [MatchedArgument]) {
        self.definition = definition
        self.arguments = arguments
        values = arguments.map(\.value)
        timeout = definition.timeout
    }
}
