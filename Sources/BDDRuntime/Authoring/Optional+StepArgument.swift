/// An optional parameter: an expression group that did not match, or a step without a data table or doc string,
/// gives nil.
extension Optional: StepArgument where Wrapped: StepArgument {
    /// The next expression value, or the step's table or doc string, when there is one.
    public static func take(from arguments: inout StepArguments) throws -> Wrapped? {
        switch Wrapped.stepParameter.source {
        case .value: try arguments.nextValue(as: Wrapped?.self)
        case .dataTable: arguments.dataTable == nil ? nil : try Wrapped.take(from: &arguments)
        case .docString: arguments.docString == nil ? nil : try Wrapped.take(from: &arguments)
        case .scenario: try Wrapped.take(from: &arguments)
        }
    }

    /// What `Wrapped` takes, which may be absent.
    public static var stepParameter: StepParameter { Wrapped.stepParameter.optional }
}
