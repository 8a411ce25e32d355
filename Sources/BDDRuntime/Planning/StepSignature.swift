import CucumberExpressions
import CucumberMessages

/// A step body's parameters, checked against what its expression gives when the library is compiled, and against
/// each step's own table or doc string when the step is run (a dry run too).
struct StepSignature: Sendable {
    let parameters: [StepParameter]
    /// The parameters that take the step's data table and its doc string, if the body has them.
    let dataTable: StepParameter?
    let docString: StepParameter?

    init(_ parameters: [StepParameter]) {
        self.parameters = parameters
        dataTable = parameters.first { $0.source == .dataTable }
        docString = parameters.first { $0.source == .docString }
    }

    /// Why the body cannot take the values of an expression whose parameters are `parameterTypes` (nil where a
    /// regular expression's group has no one type); nil when it can. A regular expression's groups are text first, so
    /// any scalar takes one, whatever type its group also makes.
    func mismatch(with parameterTypes: [ParameterType?], groupsAreText: Bool = false) -> String? {
        let values = parameters.filter { $0.source == .value }
        for source in [StepParameter.Source.dataTable, .docString] {
            let taking = parameters.filter { $0.source == source }
            if taking.count > 1 {
                return "the body takes the step's \(Self.words(source)) \(taking.count) times (\(Self.list(taking.map(\.typeName))))"
            }
        }
        guard values.count == parameterTypes.count else {
            let given = parameterTypes.isEmpty ? "" : " (\(Self.list(parameterTypes.map(Self.name))))"
            let takes = values.isEmpty ? "" : " (\(Self.list(values.map(\.typeName))))"
            return "the expression gives \(Self.count(parameterTypes.count, "value"))\(given), but the body takes \(values.count)\(takes)"
        }
        for (position, (parameter, parameterType)) in zip(values, parameterTypes).enumerated()
        where !Self.fits(parameterType, parameter) && !(groupsAreText && parameter.scalarKind != nil) {
            let gives = parameterType.map { $0.name.isEmpty ? "{} gives text" : "{\($0.name)} gives \($0.valueTypeName)" }
                ?? "a regular expression's group gives text"
            return "the body's \(Self.ordinal(position + 1)) value is \(parameter.typeName), but \(gives)"
        }
        return nil
    }

    /// Why the body cannot take the step's own table and doc string (`nil`: the step has neither); nil when it can.
    /// `definition` names the definition, as "\"expression\" at uri:line".
    func mismatch(withStepArgument stepArgument: PickleStepArgument?, definition: @autoclosure () -> String) -> String? {
        if stepArgument == nil, dataTable == nil, docString == nil { return nil }
        return Self.mismatch(.dataTable, has: stepArgument?.dataTable != nil, taken: dataTable, definition: definition)
            ?? Self.mismatch(.docString, has: stepArgument?.docString != nil, taken: docString, definition: definition)
    }

    /// Why a body that takes `taken` for the step's `source` cannot run a step that has it or not.
    private static func mismatch(
        _ source: StepParameter.Source, has: Bool, taken: StepParameter?, definition: () -> String
    ) -> String? {
        switch (has, taken) {
        case (true, nil):
            "The step has a \(words(source)), but the body of \(definition()) does not take it"
        case (false, let taken?) where !taken.isOptional:
            "The step has no \(words(source)), but the body of \(definition()) takes one (\(taken.typeName))"
        default:
            nil
        }
    }

    /// Whether `parameter` can be what `parameterType` gives: its own type (or a number of a family that stands for
    /// it), or any scalar where the value comes as text (an untyped regular expression group, `{}`).
    private static func fits(_ parameterType: ParameterType?, _ parameter: StepParameter) -> Bool {
        guard let parameterType, !parameterType.name.isEmpty else { return parameter.scalarKind != nil }
        if parameter.accepts(parameterType.valueType) { return true }
        guard let given = ScalarKind(of: parameterType.valueType), given != .text, let wanted = parameter.scalarKind else { return false }
        return given.converts(to: wanted)
    }

    private static func name(_ parameterType: ParameterType?) -> String {
        parameterType.map { "{\($0.name)}" } ?? "a group"
    }

    private static func words(_ source: StepParameter.Source) -> String {
        switch source {
        case .value: "value"
        case .dataTable: "data table"
        case .docString: "doc string"
        case .scenario: "scenario"
        }
    }

    private static func list(_ names: [String]) -> String { names.joined(separator: ", ") }

    private static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    private static func ordinal(_ number: Int) -> String {
        switch number {
        case 1: "first"
        case 2: "second"
        case 3: "third"
        default: "\(number)th"
        }
    }
}
