/// Compares a package's declared target graph with `LayerRules` and describes every breach.
enum LayerRuleChecker {
    /// One line per forbidden edge or missing app target, sorted; empty when the graph follows the rules.
    ///
    /// `graph` maps each target name to the names of its declared dependencies.
    static func violations(in graph: [String: [String]], rules: [String: Set<String>] = LayerRules.allowed) -> [String] {
        var found: [String] = []
        for (target, allowed) in rules {
            guard let dependencies = graph[target] else {
                found.append("\(target) is missing from the package, so its layer rule cannot be checked")
                continue
            }
            for dependency in dependencies where !allowed.contains(dependency) {
                found.append("\(target) must not depend on \(dependency)")
            }
        }
        return found.sorted()
    }
}
