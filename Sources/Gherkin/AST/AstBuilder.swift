import CucumberMessages

/// Builds the Cucumber Messages `GherkinDocument` as the parser opens and closes rules.
///
/// Ids are taken from the injected generator when a node is completed, which yields the
/// official numbering: children before parents, tags just before the node they tag.
struct AstBuilder: ParserBuilder {
    private(set) var ids: IdSource
    private(set) var document: GherkinDocument?
    /// The file being parsed, which tokens' texts point into; valid only while parsing.
    private let source: SourceBytes
    /// The language of the document: the default, or the one a `# language:` header named.
    private var language: String
    private var feature: Feature?
    /// The open nodes, innermost last.
    private var nodes: [AstNode] = []
    /// For each open node, how many header, tags and body rules are open inside it: they make no node of
    /// their own, their tokens and children go straight into it. Kept apart so that reading it copies no node.
    private var transparentRules: [Int] = []
    /// The lines of the open description or doc string: only these rules take lines, and they hold no other
    /// rule, so one buffer serves them all.
    private var lines: [Token] = []
    /// The rows of the open table, each made as its line is read: a table of a million rows never holds a
    /// million tokens. Nothing else takes an id until the table closes, so the rows' ids are those they would
    /// take then.
    private var rows: [TableRow] = []
    private var comments: [Comment] = []

    init(source: SourceBytes, ids: IdSource, language: String) {
        self.source = source
        self.ids = ids
        self.language = language
    }

    mutating func startRule(_ rule: RuleType) {
        if Self.opensNoNode(rule), !nodes.isEmpty {
            transparentRules[transparentRules.count - 1] += 1
        } else {
            nodes.append(AstNode(rule: rule))
            transparentRules.append(0)
        }
    }

    /// Headers, tags and the bodies of scenarios and examples hand all their parts up unchanged,
    /// so their tokens and children go straight into the enclosing node.
    private static func opensNoNode(_ rule: RuleType) -> Bool {
        switch rule {
        case .featureHeader, .ruleHeader, .scenario, .examples, .tags: true
        default: false
        }
    }

    mutating func build(_ token: consuming Token) {
        guard !nodes.isEmpty else { return }
        let top = nodes.count - 1
        switch token.type {
        case .comment:
            comments.append(Comment(location: token.location, text: token.text.string(in: source)))
        case .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine, .stepLine:
            nodes[top].line = token
        case .docStringSeparator:
            nodes[top].keepFirstLine(token)
        case .tagLine:
            if nodes[top].tags.isEmpty {
                nodes[top].tags = token.tags.take()
            } else {
                nodes[top].tags += token.tags
            }
        case .other:
            lines.append(token)
        case .tableRow:
            rows.append(TableRow(location: token.location, cells: token.cells.take(), id: ids.next()))
        case .language:
            language = token.text.string(in: source)
        case .eof, .empty:
            break
        }
    }

    mutating func endRule() throws(GherkinError) {
        guard let top = transparentRules.indices.last else { return }
        if transparentRules[top] > 0 {
            transparentRules[top] -= 1
            return
        }
        transparentRules.removeLast()
        // Closed where it lies, its parts moved out in place, and only then dropped: moving the whole
        // node out of the array first copied every field of it.
        let node = nodes.count - 1
        defer { nodes.removeLast() }
        switch nodes[node].rule {
        case .gherkinDocument:
            document = GherkinDocument(feature: feature.take(), comments: comments.take())
        case .feature:
            feature = AstMessages.feature(&nodes[node], language: language, &ids, source)
        default:
            guard node > 0 else { return }
            try close(node)
        }
    }

    /// Completes the node at `node` and hands what it made to the node that encloses it.
    private mutating func close(_ node: Int) throws(GherkinError) {
        let parent = node - 1
        switch nodes[node].rule {
        case .gherkinDocument, .feature, .featureHeader, .ruleHeader, .scenario, .examples, .tags:
            break
        case .description:
            nodes[parent].description = AstMessages.descriptionText(lines, source)
            lines.removeAll(keepingCapacity: true)
        case .step:
            guard let step = AstMessages.step(&nodes[node], &ids, source) else { return }
            if nodes[parent].steps.isEmpty { nodes[parent].steps.reserveCapacity(4) }
            nodes[parent].steps.append(step)
        case .dataTable:
            let rows = try takeRows()
            if let first = rows.first { nodes[parent].dataTable = GherkinDataTable(location: first.location, rows: rows) }
        case .docString:
            nodes[parent].docString = AstMessages.docString(&nodes[node], lines: lines, source)
            lines.removeAll(keepingCapacity: true)
        case .examplesTable:
            nodes[parent].rows = try takeRows()
        case .background:
            if let background = AstMessages.background(&nodes[node], &ids, source) { nodes[parent].children.append(.background(background)) }
        case .scenarioDefinition:
            if let scenario = AstMessages.scenario(&nodes[node], &ids, source) { nodes[parent].children.append(.scenario(scenario)) }
        case .examplesDefinition:
            if let examples = AstMessages.examples(&nodes[node], &ids, source) { nodes[parent].examples.append(examples) }
        case .rule:
            if let rule = AstMessages.rule(&nodes[node], &ids, source) { nodes[parent].children.append(.rule(rule)) }
        }
    }

    /// The rows of the table just read, checked to have as many cells each.
    private mutating func takeRows() throws(GherkinError) -> [TableRow] {
        let table = rows
        rows = []
        if let width = table.first?.cells.count, let ragged = table.first(where: { $0.cells.count != width }) {
            throw GherkinError(.inconsistentCellCount, line: ragged.location.line, column: ragged.location.column)
        }
        return table
    }
}
