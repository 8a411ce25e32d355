import BDDRuntime

/// Binds step texts to the step library's definitions, each distinct text once: a feature repeats its phrasings,
/// and a keystroke changes one line, so nearly every text of a document is already known.
final class StepBinder {
    let catalog: StepCatalog
    private var known: [String: [StepCatalog.Match]] = [:]

    init(catalog: StepCatalog) {
        self.catalog = catalog
    }

    /// The definitions `text` matches.
    func matches(_ text: String) -> [StepCatalog.Match] {
        if let matches = known[text] { return matches }
        let matches = catalog.matches(text)
        known[text] = matches
        return matches
    }
}
