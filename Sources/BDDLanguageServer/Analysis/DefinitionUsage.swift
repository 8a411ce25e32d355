/// How the workspace's steps use the step library: how many step lines bind each definition (completion ranks
/// by it, hover tells it), and the argument values of the first step that does (completion offers them).
struct DefinitionUsage: Sendable {
    /// Step lines binding each definition, by the definition's index.
    private(set) var counts: [Int]
    /// The argument values of the first step binding each definition that has arguments.
    private(set) var exampleArguments: [Int: [String]] = [:]

    init(definitionCount: Int) {
        counts = [Int](repeating: 0, count: definitionCount)
    }

    /// The usage of `steps`, the steps of one document.
    init(definitionCount: Int, steps: [StepOccurrence]) {
        self.init(definitionCount: definitionCount)
        for step in steps { record(step) }
    }

    /// Adds the counts of `other` (a document's), or takes them away when `removing`; keeps any example already known.
    mutating func merge(_ other: DefinitionUsage, removing: Bool = false) {
        for index in counts.indices where index < other.counts.count {
            counts[index] += removing ? -other.counts[index] : other.counts[index]
        }
        if !removing {
            exampleArguments.merge(other.exampleArguments) { known, _ in known }
        }
    }

    mutating func record(_ step: StepOccurrence) {
        for definition in step.definitionIndices where definition < counts.count { counts[definition] += 1 }
        for binding in step.bindings where binding.matches.count == 1 {
            let match = binding.matches[0]
            if exampleArguments[match.definition] == nil, !match.arguments.isEmpty {
                exampleArguments[match.definition] = match.arguments.map(\.value)
            }
        }
    }
}
