import CucumberMessages

/// Names a test case the way Cucumber's JUnit formatter does, so a flat report still tells outline rows apart.
///
/// `[rule - ]scenario[ - examples - #i.j[: pickle]]`: empty parts are left out, and the pickle's own name is added to
/// the row number only when it differs from the scenario's, i.e. when the outline's name has a placeholder.
enum TestCaseName {
    static func of(_ pickle: Pickle, lineage: PickleLineage?) -> String {
        guard let lineage else { return pickle.name }
        var parts: [String] = []
        if let rule = lineage.rule { parts.append(rule.name) }
        parts.append(lineage.scenario.name)
        if let example = lineage.example {
            parts.append(example.examples.name)
            let number = "#\(example.examplesIndex + 1).\(example.rowIndex + 1)"
            parts.append(lineage.scenario.name == pickle.name ? number : "\(number): \(pickle.name)")
        }
        return parts.filter { !$0.isEmpty }.joined(separator: " - ")
    }
}
