import CucumberMessages

/// The background steps every scenario of a feature or rule starts with, compiled once:
/// each pickle copies them with fresh ids.
struct BackgroundSteps {
    /// The compiled steps, ids left empty.
    private(set) var steps: [PickleStep] = []
    /// The kind of the last step, which an `And` opening the scenario continues.
    private(set) var lastType = StepKeywordType.unknown

    init(_ steps: [Step] = []) {
        append(steps)
    }

    /// Adds a rule's background after the feature's.
    mutating func append(_ background: [Step]) {
        for index in background.indices {
            lastType = PickleStepTypes.effectiveType(of: background[index].keywordType, after: lastType)
            steps.append(PickleCompiler.pickleStep(background, index, type: lastType, row: nil, id: ""))
        }
    }

    /// Appends the steps to a pickle's, each with a new id.
    func append(to pickleSteps: inout [PickleStep], _ ids: inout IdSource) {
        for var step in steps {
            step.id = ids.next()
            pickleSteps.append(step)
        }
    }
}
