import Formatters
import Gherkin

/// The server's answers to requests about documents, each from the capability that works it out.
extension LanguageServer {
    func completion(_ params: PositionParams) throws(JSONRPCError) -> JSONValue {
        let items = Completion.items(at: params.position, in: try entry(params.document), workspace: workspace, options: .init(snippets: client.snippets, encoding: client.encoding))
        return ["isIncomplete": false, "items": .array(items)]
    }

    func hover(_ params: PositionParams) throws(JSONRPCError) -> JSONValue {
        StepNavigation.hover(at: params.position, in: try entry(params.document), workspace: workspace, encoding: client.encoding)
    }

    func definition(_ params: PositionParams) throws(JSONRPCError) -> JSONValue {
        StepNavigation.definition(at: params.position, in: try entry(params.document), catalog: catalog)
    }

    func references(_ params: PositionParams) throws(JSONRPCError) -> JSONValue {
        let entry = try entry(params.document)
        return StepNavigation.references(at: params.position, in: entry, workspace: workspace, includeDeclaration: params.includeDeclaration, encoding: client.encoding)
    }

    func codeActions(_ params: RangeParams) throws(JSONRPCError) -> JSONValue {
        let lines = params.range.start.line...params.range.end.line
        return .array(QuickFixes.actions(forLines: lines, in: try entry(params.document), workspace: workspace, encoding: client.encoding))
    }

    func documentSymbols(_ params: DocumentParams) throws(JSONRPCError) -> JSONValue {
        let entry = try entry(params)
        return .array(DocumentSymbols.symbols(of: entry.analysis.headings, text: entry.document, encoding: client.encoding))
    }

    func semanticTokens(_ params: DocumentParams) throws(JSONRPCError) -> JSONValue {
        let entry = try entry(params)
        return ["data": .array(SemanticTokens.data(for: entry.analysis, document: entry.document, encoding: client.encoding).map(JSONValue.int))]
    }

    func formatting(_ params: DocumentParams) throws(JSONRPCError) -> JSONValue {
        let entry = try entry(params)
        if let error = entry.analysis.errors.first {
            // Laying out a guess of the tree could move what the writer is typing: nothing changes, and they are told why.
            let wording = ParseErrorWording(error: error, source: entry.document.text, dialects: parser.dialects)
            send(notification("window/showMessage", [
                "type": 2, "message": .string("Not formatted: line \(error.line) does not parse: \(wording.text)"),
            ]))
            return []
        }
        guard let gherkin = entry.analysis.document, GherkinFormat(uri: entry.document.uri) == .plain else { return [] }
        let formatted = FeatureLayout.format(entry.document.text, document: gherkin)
        guard formatted != entry.document.text else { return [] }
        let last = entry.document.lineCount - 1
        let whole = TextRange(start: TextPosition(line: 0, character: 0), end: entry.document.endOfLine(last, encoding: client.encoding))
        return [["range": whole.json, "newText": .string(formatted)]]
    }
}
