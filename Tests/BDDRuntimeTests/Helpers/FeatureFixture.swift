import BDDRuntime
import CucumberMessages
import Foundation

/// A step of a hand-written scenario.
struct StepFixture: ExpressibleByStringLiteral {
    var keyword = "Given "
    var type: PickleStepType = .context
    var text: String
    var table: [[String]]?
    var docString: String?

    init(_ keyword: String = "Given ", _ text: String, table: [[String]]? = nil, docString: String? = nil) {
        self.keyword = keyword
        self.text = text
        self.table = table
        self.docString = docString
        switch keyword.trimmingCharacters(in: .whitespaces) {
        case "When": type = .action
        case "Then": type = .outcome
        default: type = .context
        }
    }

    init(stringLiteral text: String) {
        self.init("Given ", text)
    }
}

/// A hand-written scenario.
struct ScenarioFixture {
    var name: String
    var tags: [String] = []
    var steps: [StepFixture]
}

/// Builds what the Gherkin parser would give for a simple feature (no outlines, no backgrounds),
/// numbering nodes like the official parser: tags and steps before their scenario, pickle steps before their pickle.
enum FeatureFixture {
    static func parse(
        uri: String = "features/sample.feature",
        name: String = "Sample",
        _ scenarios: [ScenarioFixture],
        ids: inout any IdGenerator
    ) -> [Envelope] {
        var text = "Feature: \(name)\n"
        var line = 1
        var children: [FeatureChild] = []
        for scenario in scenarios {
            text += "\n"
            line += 1
            var tags: [Tag] = []
            if !scenario.tags.isEmpty {
                line += 1
                text += "  " + scenario.tags.joined(separator: " ") + "\n"
                tags = scenario.tags.map { Tag(location: Location(line: line, column: 3), name: $0, id: ids.newId()) }
            }
            line += 1
            let scenarioLine = line
            text += "  Scenario: \(scenario.name)\n"
            var steps: [Step] = []
            for step in scenario.steps {
                line += 1
                text += "    \(step.keyword)\(step.text)\n"
                let stepLine = line
                var dataTable: CucumberMessages.GherkinDataTable?
                if let table = step.table {
                    var rows: [TableRow] = []
                    for row in table {
                        line += 1
                        text += "      | " + row.joined(separator: " | ") + " |\n"
                        rows.append(TableRow(location: Location(line: line, column: 7), cells: row.map { TableCell(location: Location(line: line, column: 9), value: $0) }, id: ids.newId()))
                    }
                    dataTable = CucumberMessages.GherkinDataTable(location: Location(line: stepLine + 1, column: 7), rows: rows)
                }
                var docString: CucumberMessages.GherkinDocString?
                if let content = step.docString {
                    text += "      \"\"\"\n" + content.split(separator: "\n", omittingEmptySubsequences: false).map { "      \($0)\n" }.joined() + "      \"\"\"\n"
                    docString = CucumberMessages.GherkinDocString(location: Location(line: line + 1, column: 7), content: content, delimiter: "\"\"\"")
                    line += 2 + content.split(separator: "\n", omittingEmptySubsequences: false).count
                }
                steps.append(Step(location: Location(line: stepLine, column: 5), keyword: step.keyword, keywordType: keywordType(step.type), text: step.text, docString: docString, dataTable: dataTable, id: ids.newId()))
            }
            children.append(.scenario(Scenario(location: Location(line: scenarioLine, column: 3), tags: tags, keyword: "Scenario", name: scenario.name, description: "", steps: steps, examples: [], id: ids.newId())))
        }
        let feature = Feature(location: Location(line: 1, column: 1), tags: [], language: "en", keyword: "Feature", name: name, description: "", children: children)
        var envelopes: [Envelope] = [
            .source(Source(uri: uri, data: text, mediaType: .gherkinPlain)),
            .gherkinDocument(GherkinDocument(uri: uri, feature: feature, comments: [])),
        ]
        for case .scenario(let scenario) in children {
            let pickleSteps = scenario.steps.map { step in
                PickleStep(argument: argument(of: step), astNodeIds: [step.id], id: ids.newId(), type: pickleType(step.keywordType), text: step.text)
            }
            envelopes.append(.pickle(Pickle(
                id: ids.newId(),
                uri: uri,
                location: scenario.location,
                name: scenario.name,
                language: "en",
                steps: pickleSteps,
                tags: scenario.tags.map { PickleTag(name: $0.name, astNodeId: $0.id) },
                astNodeIds: [scenario.id]
            )))
        }
        return envelopes
    }

    private static func argument(of step: Step) -> PickleStepArgument? {
        if let table = step.dataTable {
            return PickleStepArgument(dataTable: PickleTable(rows: table.rows.map { PickleTableRow(cells: $0.cells.map { PickleTableCell(value: $0.value) }) }))
        }
        if let docString = step.docString {
            return PickleStepArgument(docString: PickleDocString(mediaType: docString.mediaType, content: docString.content))
        }
        return nil
    }

    private static func keywordType(_ type: PickleStepType) -> StepKeywordType {
        switch type {
        case .action: .action
        case .outcome: .outcome
        case .context: .context
        case .unknown: .unknown
        }
    }

    private static func pickleType(_ type: StepKeywordType?) -> PickleStepType {
        switch type {
        case .action: .action
        case .outcome: .outcome
        case .context: .context
        default: .unknown
        }
    }
}
