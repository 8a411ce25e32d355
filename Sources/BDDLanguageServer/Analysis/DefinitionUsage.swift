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
