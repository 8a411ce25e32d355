import CucumberMessages

/// Names a test case the way Cucumber's JUnit formatter does, so a flat report still tells outline rows apart.
///
/// `[rule - ]scenario[ - examples - #i.j[: pickle]]`: empty parts are left out, and the pickle's own name is added to
/// the row number only when it differs from the scenario's, i.e. when the outline's name has a placeholder. The Swift
/// Testing bridge names its cases so too.
package enum TestCaseName {
    static func of(_ pickle: Pickle, lineage: PickleLineage?) -> String {
        guard let lineage else { return pickle.name }
        let example = lineage.example.map { ($0.block.name, $0.examplesIndex, $0.rowIndex) }
        return of(pickle, rule: lineage.rule?.name, scenario: lineage.scenario.name, example: example)
    }

    /// The name from the names of the pickle's rule, scenario and examples, and its row's positions (from zero).
    package static func of(_ pickle: Pickle, rule: String?, scenario: String, example: (block: String, examplesIndex: Int, rowIndex: Int)?) -> String {
        // Most test cases are a scenario outside any rule: its name alone.
        guard rule?.isEmpty == false || example != nil else { return scenario }
        // Written into one string: every outline row of a run is named here.
        var name = ""
        func add(_ part: String) {
            guard !part.isEmpty else { return }
            if !name.isEmpty { name += " - " }
            name += part
        }
        add(rule ?? "")
        add(scenario)
        if let example {
            add(example.block)
            var number = "#"
            number += String(example.examplesIndex + 1)
            number += "."
            number += String(example.rowIndex + 1)
            if scenario != pickle.name {
                number += ": "
                number += pickle.name
            }
            add(number)
        }
        return name
    }
}
