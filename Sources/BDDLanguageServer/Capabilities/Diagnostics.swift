import BDDRuntime
import CucumberMessages
import Formatters
import Foundation

/// What is wrong with one feature file, as a run would say it: syntax errors in the file's own keywords, steps no
/// definition matches (with the closest phrases), steps several definitions match, and an outline's Examples row
/// that makes a step undefined, on that row.
enum Diagnostics {
    /// The severities of the protocol.
    enum Severity: Int {
        case error = 1, warning = 2, information = 3, hint = 4
    }

    /// The diagnostic codes a quick fix recognises.
    enum Code: String {
        case parseError = "parse-error"
        case undefinedStep = "undefined-step"
        case ambiguousStep = "ambiguous-step"
        case unfitDefinition = "unfit-definition"
    }

    static func diagnostics(for document: TextDocument, analysis: FeatureAnalysis, catalog: StepCatalog, encoding: PositionEncoding) -> [JSONValue] {
        var found = parseErrors(document: document, analysis: analysis, encoding: encoding)
        for step in analysis.steps {
            found += stepProblems(step, document: document, catalog: catalog, encoding: encoding)
        }
        return found
    }

    private static func parseErrors(document: TextDocument, analysis: FeatureAnalysis, encoding: PositionEncoding) -> [JSONValue] {
        var found: [JSONValue] = []
        for error in analysis.errors {
            let wording = ParseErrorWording(error: error, source: document.text)
            let line = max(1, min(error.line, document.lineCount))
            let start = error.column.map { document.position(line: line, column: $0, encoding: encoding) } ?? TextPosition(line: line - 1, character: 0)
            found.append(diagnostic(TextRange(start: start, end: document.endOfLine(line - 1, encoding: encoding)), .error, .parseError, wording.text))
            // A run leaves out the errors a misspelt keyword causes after it: the cause is said once.
            if wording.explainsWhatFollows { break }
        }
        return found
    }

    private static func stepProblems(_ step: StepOccurrence, document: TextDocument, catalog: StepCatalog, encoding: PositionEncoding) -> [JSONValue] {
        let textRange = TextRange(
            start: document.position(line: step.line, column: step.textColumn, encoding: encoding),
            end: document.endOfLine(step.line - 1, encoding: encoding)
        )
        let undefined = step.bindings.filter { $0.matches.isEmpty }
        let ambiguous = step.bindings.filter { $0.matches.count > 1 }
        var found: [JSONValue] = []
        if !undefined.isEmpty, undefined.count == step.bindings.count {
            let binding = undefined[0]
            var message = undefinedWords(step, binding, catalog: catalog)
            if step.isInOutline && step.bindings.count > 1 { message += "\nNo row of its Examples makes it match a step definition." }
            found.append(diagnostic(textRange, .warning, .undefinedStep, message, data: ["text": .string(binding.text)]))
        } else {
            for binding in undefined {
                guard let row = binding.exampleRowLine else { continue }
                let message = "With this row, the step on line \(step.line) reads:\n" + undefinedWords(step, binding, catalog: catalog)
                found.append(diagnostic(rowRange(row, document: document, encoding: encoding), .warning, .undefinedStep, message))
            }
        }
        if let binding = ambiguous.first {
            let definitions = binding.matches.map { catalog.definitions[$0.definition] }
            let message = ambiguousWords(step, binding, catalog: catalog)
            let related: [JSONValue] = definitions.map { definition in
                ["location": DefinitionLocation.json(definition.location), "message": .string("\"\(definition.expression)\"")]
            }
            found.append(diagnostic(textRange, .error, .ambiguousStep, message, related: related))
        }
        if let unfit = unfitDefinition(of: step, catalog: catalog) {
            let related: [JSONValue] = [["location": DefinitionLocation.json(unfit.definition.location), "message": .string("\"\(unfit.definition.expression)\"")]]
            found.append(diagnostic(textRange, .error, .unfitDefinition, unfit.message, related: related))
        }
        return found
    }

    /// The step's one definition, when a run would refuse it (its body does not fit its expression) or it cannot take
    /// the step's table or doc string, with the run's words for why.
    private static func unfitDefinition(of step: StepOccurrence, catalog: StepCatalog) -> (definition: StepCatalog.Definition, message: String)? {
        for binding in step.bindings where binding.matches.count == 1 {
            let index = binding.matches[0].definition
            let definition = catalog.definitions[index]
            if let refusal = definition.refusal { return (definition, refusal) }
            if let mismatch = catalog.argumentMismatch(definition: index, hasDataTable: step.hasDataTable, hasDocString: step.hasDocString) {
                return (definition, mismatch)
            }
        }
        return nil
    }

    /// An undefined step in a run's words (`StepOutcomeWording`): its headline, then the phrases it may have meant.
    static func undefinedWords(_ step: StepOccurrence, _ binding: StepOccurrence.Binding, catalog: StepCatalog) -> String {
        StepOutcomeWording.undefined(step: step.keyword + binding.text, phrases: catalog.closestPhrases(to: binding.text))
    }

    /// An ambiguous step in a run's words: its headline, then the message of its result, each definition with its place.
    static func ambiguousWords(_ step: StepOccurrence, _ binding: StepOccurrence.Binding, catalog: StepCatalog) -> String {
        let definitions = binding.matches.map { match in
            let definition = catalog.definitions[match.definition]
            return (pattern: definition.expression, place: place(of: definition.location))
        }
        let headline = StepOutcomeWording.headline(.ambiguous, step: step.keyword + binding.text) ?? ""
        return headline + "\n" + StepOutcomeWording.ambiguous(definitions)
    }

    private static func rowRange(_ line: Int, document: TextDocument, encoding: PositionEncoding) -> TextRange {
        let text = document.line(line - 1)
        let indent = text.prefix { $0 == " " || $0 == "\t" }
        return TextRange(start: TextPosition(line: line - 1, character: encoding.count(indent)), end: document.endOfLine(line - 1, encoding: encoding))
    }

    /// `Sources/…/LoginSteps.swift:42`: the definition's file as the compiler gave it, shortened to the working folder.
    static func place(of location: CodeLocation) -> String {
        SourcePlace.text(uri: location.uri(relativeTo: FileManager.default.currentDirectoryPath), line: location.line)
    }

    private static func diagnostic(
        _ range: TextRange, _ severity: Severity, _ code: Code, _ message: String, data: JSONValue? = nil, related: [JSONValue] = []
    ) -> JSONValue {
        var members: [String: JSONValue] = [
            "range": range.json, "severity": .int(severity.rawValue), "code": .string(code.rawValue), "source": "bdd", "message": .string(message),
        ]
        if let data { members["data"] = data }
        if !related.isEmpty { members["relatedInformation"] = .array(related) }
        return .object(members)
    }
}
