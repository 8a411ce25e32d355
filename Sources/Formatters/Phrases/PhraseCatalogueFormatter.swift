import CucumberMessages

/// Writes the catalogue of phrases (`bdd steps`): every step definition as a sentence with its keyword, its
/// parameters in words and an example from the features, as text for people or JSON for editors.
public struct PhraseCatalogueFormatter: ReportFormatter {
    private let write: (String) -> Void
    private let json: Bool
    private let index: RunQuery
    private let ownsIndex: Bool
    private let descriptions: [String: String]
    private var usage = StepUsage()

    /// Creates a formatter writing the catalogue through `write` on `finish()`, as JSON when `json` is true; custom
    /// parameter types are told in their `descriptions` (by name), which the stream does not carry.
    public init(
        json: Bool = false, descriptions: [String: String] = [:], options: FormatterOptions = FormatterOptions(), write: @escaping (String) -> Void
    ) {
        self.json = json
        self.descriptions = descriptions
        self.write = write
        (index, ownsIndex) = options.formatterQuery
    }

    /// Remembers the step definitions and the steps they matched.
    public mutating func record(_ envelope: Envelope) {
        index.handle(envelope, owned: ownsIndex) { usage.record(envelope, index: index) }
    }

    /// Writes the catalogue.
    public mutating func finish() {
        let catalogue = PhraseCatalogue(usage: usage, descriptions: descriptions)
        write(json ? Self.json(catalogue) : Self.text(catalogue))
    }

    private static func text(_ catalogue: PhraseCatalogue) -> String {
        let used = catalogue.entries.filter { $0.uses > 0 }
        let unused = catalogue.entries.filter { $0.uses == 0 }
        var text = "\(catalogue.entries.count) phrases (\(unused.count) not used by any feature)\n"
        for entry in used + unused {
            text += "\n" + entry.phrase + "\n"
            for parameter in entry.parameters { text += "    \(parameter.name): \(parameter.words)\n" }
            if let example = entry.example {
                text += "    for example: \(example.keyword)\(example.text)\(argumentWords(example.argument))    # \(example.place)\n"
            }
            for other in entry.lookalikes.map({ catalogue.entries[$0] }) {
                text += "    not to be confused with: \(other.phrase)    # \(other.location)\n"
            }
            let uses = entry.uses == 0 ? "not used by any feature" : entry.uses == 1 ? "used once" : "used \(entry.uses) times"
            text += "    \(uses) · defined at \(entry.location)\n"
        }
        return text
    }

    private static func argumentWords(_ argument: PickleStepArgument?) -> String {
        if argument?.dataTable != nil { return "  (followed by a table)" }
        if argument?.docString != nil { return "  (followed by a text block)" }
        return ""
    }

    private static func json(_ catalogue: PhraseCatalogue) -> String {
        var json = JSONBytes(scriptSafe: true)
        json.raw("[")
        for (position, entry) in catalogue.entries.enumerated() {
            json.raw(position > 0 ? ",\n{" : "\n{")
            json.field("phrase", entry.phrase, first: true)
            json.field("keyword", entry.keyword ?? "")
            json.field("expression", entry.expression)
            json.raw(",\"parameters\":[")
            for (number, parameter) in entry.parameters.enumerated() {
                json.raw(number > 0 ? ",{" : "{")
                json.field("name", parameter.name, first: true)
                json.field("description", parameter.words)
                json.raw("}")
            }
            json.raw("]")
            if let example = entry.example {
                json.field("example", example.keyword + example.text)
                json.field("exampleLocation", example.place)
            }
            json.raw(",\"lookalikes\":")
            json.stringArray(entry.lookalikes.map { catalogue.entries[$0].phrase })
            json.field("uses", Int64(entry.uses))
            json.field("location", entry.location)
            json.raw("}")
        }
        json.raw("\n]\n")
        return json.text
    }
}
