import BDDRuntime
import CucumberMessages
import Gherkin

/// The pickles of a missing shard's scenarios, compiled again from their file's document (every stream carries every
/// document) and found by the Gherkin nodes the plan names, with the ids the plan gives them.
struct UnrunPickles {
    private let document: GherkinDocument?
    private var compiled: [[String]: Pickle]?

    /// Pickles of the document among `messages` (a file's `source`, `gherkinDocument`, …), compiled when first asked.
    init(document messages: [Envelope]) {
        document = messages.lazy.compactMap { if case .gherkinDocument(let document) = $0 { document } else { nil } }.first
    }

    /// The pickle of `scenario`, with its planned id and step ids of its own; nil when the document has none such.
    mutating func pickle(for scenario: PlannedScenario) -> Pickle? {
        if compiled == nil {
            var ids = IncrementingIdGenerator()
            let pickles = document.map { PickleCompiler.compile($0, ids: &ids) } ?? []
            compiled = Dictionary(pickles.map { ($0.astNodeIds, $0) }, uniquingKeysWith: { first, _ in first })
        }
        guard var pickle = compiled?[scenario.astNodeIds] else { return nil }
        pickle.id = scenario.pickleId
        for position in pickle.steps.indices { pickle.steps[position].id = "unrun-\(scenario.pickleId)-\(position)" }
        return pickle
    }
}
