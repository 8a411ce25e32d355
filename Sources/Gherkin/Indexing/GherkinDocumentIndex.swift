import CucumberMessages

/// A Gherkin document indexed once by scenario id, so a pickle (by its AST node ids) or a node id finds its
/// feature, rule, scenario, backgrounds, Examples block, row and lines.
///
/// It keeps one entry a scenario and none a row: a row is found from its pickle by a binary search of its
/// scenario's tables on the pickle's line, or by position, so an outline of a million rows costs one entry.
public struct GherkinDocumentIndex: Sendable {
    @usableFromInline let byId: [String: ScenarioPlace]
    /// Every scenario's place, in the order they are written.
    public let places: [ScenarioPlace]

    /// The index of `document`.
    public init(_ document: GherkinDocument) {
        var byId: [String: ScenarioPlace] = [:]
        var places: [ScenarioPlace] = []
        GherkinDocumentWalk.walk(document) { scenario, scope in
            let place = ScenarioPlace(scenario, scope: scope)
            byId[scenario.id] = place
            places.append(place)
        }
        self.byId = byId
        self.places = places
    }

    /// Where a pickle's scenario sits: its first AST node id names the scenario.
    @inlinable
    public func place(of pickle: Pickle) -> ScenarioPlace? {
        pickle.astNodeIds.first.flatMap { byId[$0] }
    }

    /// Where the scenario `id` sits.
    public func place(ofScenario id: String) -> ScenarioPlace? {
        byId[id]
    }

    /// The line the node `id` is written on: a scenario's found at once, a step's, Examples block's, rule's or
    /// background's by searching each scenario's place. A row's is not: its line is its pickle's own.
    public func line(of id: String) -> Int? {
        if let place = byId[id] { return place.scenario.location.line }
        for place in places {
            if let line = place.line(of: id) { return line }
        }
        return nil
    }
}
