import CucumberMessages

/// Builds the Cucumber Messages `GherkinDocument` as the parser opens and closes rules.
///
/// Ids are taken from the injected generator when a node is completed, which yields the
/// official numbering: children before parents, tags just before the node they tag.
struct AstBuilder: ParserBuilder {
    private(set) var ids: IdSource
    private(set) var document: GherkinDocument?
    private var feature: Feature?
    private var stack: [AstNode] = []
    private var comments: [Comment] = []

    init(ids: IdSource) {
        self.ids = ids
    }

    mutating func startRule(_ rule: RuleType) {
        stack.append(AstNode(rule: rule))
    }

    mutating func build(_ token: Token) {
        guard !stack.isEmpty else { return }
        switch token.type {
        case .comment:
            comments.append(Comment(location: token.location, text: token.text ?? ""))
        case .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine, .stepLine:
            stack[stack.count - 1].line = token
        case .docStringSeparator:
            let node = stack[stack.count - 1]
            if node.line == nil { node.line = token }
        case .other, .tableRow, .tagLine:
            stack[stack.count - 1].lines.append(token)
        case .eof, .empty, .language:
            break
        }
    }

    mutating func endRule() throws(GherkinError) {
        guard let node = stack.popLast() else { return }
        switch node.rule {
        case .gherkinDocument:
            document = GherkinDocument(feature: feature, comments: comments)
        case .feature:
            feature = Self.feature(node, &ids)
        default:
            guard let parent = stack.last else { return }
            try Self.close(node, into: parent, &ids)
        }
    }

    /// Completes `node` and hands what it made to `parent`.
    private static func close(_ node: AstNode, into parent: AstNode, _ ids: inout IdSource) throws(GherkinError) {
        switch node.rule {
        case .gherkinDocument, .feature:
            break
        case .featureHeader, .ruleHeader:
            parent.line = node.line
            parent.tagLines = node.tagLines
            parent.description = node.description
        case .scenario, .examples:
            parent.line = node.line
            parent.description = node.description
            parent.steps = node.steps
            parent.examples = node.examples
            parent.rows = node.rows
        case .tags:
            parent.tagLines = node.lines
        case .description:
            parent.description = descriptionText(node.lines)
        case .step:
            guard let step = step(node, &ids) else { return }
            if parent.steps.isEmpty { parent.steps.reserveCapacity(4) }
            parent.steps.append(step)
        case .dataTable:
            let rows = try tableRows(node.lines, &ids)
            if let first = rows.first { parent.dataTable = DataTable(location: first.location, rows: rows) }
        case .docString:
            parent.docString = docString(node)
        case .examplesTable:
            parent.rows = try tableRows(node.lines, &ids)
        case .background:
            if let background = background(node, &ids) { parent.children.append(.background(background)) }
        case .scenarioDefinition:
            if let scenario = scenario(node, &ids) { parent.children.append(.scenario(scenario)) }
        case .examplesDefinition:
            if let examples = examples(node, &ids) { parent.examples.append(examples) }
        case .rule:
            if let rule = rule(node, &ids) { parent.children.append(.rule(rule)) }
        }
    }

    // MARK: - Messages

    private static func step(_ node: AstNode, _ ids: inout IdSource) -> Step? {
        guard let line = node.line else { return nil }
        return Step(
            location: line.location, keyword: line.keyword ?? "", keywordType: line.keywordType,
            text: line.text ?? "", docString: node.docString, dataTable: node.dataTable, id: ids.next()
        )
    }

    private static func docString(_ node: AstNode) -> DocString? {
        guard let separator = node.line else { return nil }
        let mediaType = separator.text.flatMap { $0.isEmpty ? nil : $0 }
        return DocString(
            location: separator.location, mediaType: mediaType,
            content: joined(node.lines), delimiter: separator.keyword ?? ""
        )
    }

    private static func tableRows(_ tokens: [Token], _ ids: inout IdSource) throws(GherkinError) -> [TableRow] {
        var rows: [TableRow] = []
        rows.reserveCapacity(tokens.count)
        for token in tokens {
            rows.append(TableRow(location: token.location, cells: token.cells, id: ids.next()))
        }
        if let width = rows.first?.cells.count, let ragged = rows.first(where: { $0.cells.count != width }) {
            throw GherkinError(.inconsistentCellCount, line: ragged.location.line, column: ragged.location.column)
        }
        return rows
    }

    /// The description's lines, without the blank lines that end it.
    private static func descriptionText(_ tokens: [Token]) -> String {
        var count = tokens.count
        while count > 0, tokens[count - 1].isBlank { count -= 1 }
        return joined(tokens[0..<count])
    }

    private static func background(_ node: AstNode, _ ids: inout IdSource) -> Background? {
        guard let line = node.line else { return nil }
        return Background(
            location: line.location, keyword: line.keyword ?? "", name: line.text ?? "",
            description: node.description, steps: node.steps, id: ids.next()
        )
    }

    private static func scenario(_ node: AstNode, _ ids: inout IdSource) -> Scenario? {
        let tags = tags(node.tagLines, &ids)
        guard let line = node.line else { return nil }
        return Scenario(
            location: line.location, tags: tags, keyword: line.keyword ?? "", name: line.text ?? "",
            description: node.description, steps: node.steps, examples: node.examples, id: ids.next()
        )
    }

    private static func examples(_ node: AstNode, _ ids: inout IdSource) -> Examples? {
        let tags = tags(node.tagLines, &ids)
        guard let line = node.line else { return nil }
        return Examples(
            location: line.location, tags: tags, keyword: line.keyword ?? "", name: line.text ?? "",
            description: node.description, tableHeader: node.rows.first, tableBody: Array(node.rows.dropFirst()),
            id: ids.next()
        )
    }

    private static func rule(_ node: AstNode, _ ids: inout IdSource) -> Rule? {
        guard let line = node.line else { return nil }
        let tags = tags(node.tagLines, &ids)
        return Rule(
            location: line.location, tags: tags, keyword: line.keyword ?? "", name: line.text ?? "",
            description: node.description, children: node.children.compactMap(Self.ruleChild), id: ids.next()
        )
    }

    private static func feature(_ node: AstNode, _ ids: inout IdSource) -> Feature? {
        let tags = tags(node.tagLines, &ids)
        guard let line = node.line else { return nil }
        return Feature(
            location: line.location, tags: tags, language: line.language, keyword: line.keyword ?? "",
            name: line.text ?? "", description: node.description, children: node.children
        )
    }

    // MARK: - Helpers

    private static func tags(_ tagLines: [Token], _ ids: inout IdSource) -> [Tag] {
        var tags: [Tag] = []
        for token in tagLines {
            for item in token.items {
                tags.append(Tag(location: Location(line: token.lineNumber, column: item.column), name: item.text, id: ids.next()))
            }
        }
        return tags
    }

    private static func ruleChild(_ child: FeatureChild) -> RuleChild? {
        switch child {
        case .background(let background): .background(background)
        case .scenario(let scenario): .scenario(scenario)
        case .rule: nil
        }
    }

    private static func joined(_ tokens: some Collection<Token>) -> String {
        var text = ""
        var first = true
        for token in tokens {
            if !first { text += "\n" }
            text += token.text ?? ""
            first = false
        }
        return text
    }
}
