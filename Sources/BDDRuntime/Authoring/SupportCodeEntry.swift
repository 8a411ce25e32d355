/// One registration in a `StepLibrary`; registration order is kept because it decides ids and hook order.
enum SupportCodeEntry: Sendable {
    case step(StepDefinitionEntry)
    case hook(HookEntry)
    case parameterType(ParameterTypeEntry)
}
