import CucumberMessages

/// Builds the Cucumber Messages `GherkinDocument` as the parser opens and closes rules.
///
/// Ids are taken from the injected generator when a node is completed, which yields the
/// official numbering: children before parents, tags just before the node they tag.
struct AstBuilder: ParserBuilder {
    private(set) var ids: IdSource
    private(set) var document: GherkinDocument?
    /// The language of the document: the default, or the one a `# language:` header named.
    private var language: String
    private var feature: Feature?
    private var stack: [AstNode] = []
    private var comments: [Comment] = []

    init(ids: IdSource, language: String) {
        self.ids = ids
        self.language = language
    }

    mutating func startRule(_ rule: RuleType) {
        if Self.opensNoNode(rule), let enclosing = stack.last {
            stack.append(enclosing)
        } else {
            stack.append(AstNode(rule: rule))
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
        guard !stack.isEmpty else { return }
        switch token.type {
        case .comment:
            comments.append(Comment(location: token.location, text: token.text))
        case .featureLine, .ruleLine, .backgroundLine, .scenarioLine, .examplesLine, .stepLine:
            stack[stack.count - 1].line = token
        case .docStringSeparator:
            let node = stack[stack.count - 1]
            if node.line == nil { node.line = token }
        case .tagLine:
            stack[stack.count - 1].tagLines.append(token)
        case .other, .tableRow:
            stack[stack.count - 1].lines.append(token)
        case .language:
            language = token.text
        case .eof, .empty:
            break
        }
    }

    mutating func endRule() throws(GherkinError) {
        guard let node = stack.popLast() else { return }
        if let enclosing = stack.last, enclosing === node { return }
        switch node.rule {
        case .gherkinDocument:
            document = GherkinDocument(feature: feature, comments: comments)
        case .feature:
            feature = AstMessages.feature(node, language: language, &ids)
        default:
            guard let parent = stack.last else { return }
            try Self.close(node, into: parent, &ids)
        }
    }

    /// Completes `node` and hands what it made to `parent`.
    private static func close(_ node: AstNode, into parent: AstNode, _ ids: inout IdSource) throws(GherkinError) {
        switch node.rule {
        case .gherkinDocument, .feature, .featureHeader, .ruleHeader, .scenario, .examples, .tags:
            break
        case .description:
            parent.description = AstMessages.descriptionText(node.lines)
        case .step:
            guard let step = AstMessages.step(node, &ids) else { return }
            if parent.steps.isEmpty { parent.steps.reserveCapacity(4) }
            parent.steps.append(step)
        case .dataTable:
            let rows = try AstMessages.tableRows(node, &ids)
            if let first = rows.first { parent.dataTable = GherkinDataTable(location: first.location, rows: rows) }
        case .docString:
            parent.docString = AstMessages.docString(node)
        case .examplesTable:
            parent.rows = try AstMessages.tableRows(node, &ids)
        case .background:
            if let background = AstMessages.background(node, &ids) { parent.children.append(.background(background)) }
        case .scenarioDefinition:
            if let scenario = AstMessages.scenario(node, &ids) { parent.children.append(.scenario(scenario)) }
        case .examplesDefinition:
            if let examples = AstMessages.examples(node, &ids) { parent.examples.append(examples) }
        case .rule:
            if let rule = AstMessages.rule(node, &ids) { parent.children.append(.rule(rule)) }
        }
    }
}
