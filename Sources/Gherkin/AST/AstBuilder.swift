import CucumberMessages

/// Builds the Cucumber Messages `GherkinDocument` as the parser closes rules.
///
/// Ids are taken from the injected generator when a node is completed, which yields the
/// official numbering: children before parents, tags just before the node they tag.
struct AstBuilder<Ids: IdGenerator>: ParserBuilder {
    private(set) var ids: Ids
    private(set) var document: GherkinDocument?
    private var stack: [AstNode] = []
    private var comments: [Comment] = []

    init(ids: Ids) {
        self.ids = ids
    }

    mutating func startRule(_ rule: RuleType) {
        stack.append(AstNode(rule: rule))
    }

    mutating func endRule() throws(GherkinError) {
        guard let node = stack.popLast() else { return }
        if node.rule == .gherkinDocument {
            document = GherkinDocument(feature: feature(of: node), comments: comments)
            return
        }
        guard let value = try value(of: node), !stack.isEmpty else { return }
        stack[stack.count - 1].values.append(value)
    }

    mutating func build(_ token: Token) {
        if token.type == .comment {
            comments.append(Comment(location: token.location, text: token.text ?? ""))
        } else if !stack.isEmpty {
            stack[stack.count - 1].tokens.append(token)
        }
    }

    // MARK: - One value per closed rule

    private mutating func value(of node: AstNode) throws(GherkinError) -> AstValue? {
        switch node.rule {
        case .step: step(node).map(AstValue.step)
        case .docString: docString(node).map(AstValue.docString)
        case .dataTable: try dataTable(node).map(AstValue.dataTable)
        case .examplesTable: .tableRows(try tableRows(node))
        case .description: .description(descriptionText(node))
        case .background: background(node).map(AstValue.background)
        case .scenarioDefinition: scenario(node).map(AstValue.scenario)
        case .examplesDefinition: examples(node).map(AstValue.examples)
        case .rule: rule(node).map(AstValue.rule)
        case .feature: feature(node).map(AstValue.feature)
        case .gherkinDocument, .featureHeader, .ruleHeader, .scenario, .examples, .tags: .node(node)
        }
    }

    private mutating func step(_ node: AstNode) -> Step? {
        guard let line = node.token(.stepLine) else { return nil }
        var dataTable: DataTable?
        var docString: DocString?
        for value in node.values {
            if case .dataTable(let table) = value { dataTable = table }
            if case .docString(let string) = value { docString = string }
        }
        return Step(
            location: line.location, keyword: line.keyword ?? "", keywordType: line.keywordType,
            text: line.text ?? "", docString: docString, dataTable: dataTable, id: ids.newId()
        )
    }

    private func docString(_ node: AstNode) -> DocString? {
        guard let separator = node.token(.docStringSeparator) else { return nil }
        let content = node.tokens.lazy.filter { $0.type == .other }.map { $0.text ?? "" }.joined(separator: "\n")
        let mediaType = separator.text.flatMap { $0.isEmpty ? nil : $0 }
        return DocString(location: separator.location, mediaType: mediaType, content: content, delimiter: separator.keyword ?? "")
    }

    private mutating func dataTable(_ node: AstNode) throws(GherkinError) -> DataTable? {
        let rows = try tableRows(node)
        guard let first = rows.first else { return nil }
        return DataTable(location: first.location, rows: rows)
    }

    private mutating func tableRows(_ node: AstNode) throws(GherkinError) -> [TableRow] {
        var rows: [TableRow] = []
        for token in node.tokens where token.type == .tableRow {
            let cells = token.items.map { TableCell(location: Location(line: token.lineNumber, column: $0.column), value: $0.text) }
            rows.append(TableRow(location: token.location, cells: cells, id: ids.newId()))
        }
        if let width = rows.first?.cells.count, let ragged = rows.first(where: { $0.cells.count != width }) {
            throw GherkinError(.inconsistentCellCount, line: ragged.location.line, column: ragged.location.column)
        }
        return rows
    }

    private func descriptionText(_ node: AstNode) -> String {
        var lines = node.tokens.filter { $0.type == .other }
        while let last = lines.last, last.line?.isEmpty ?? true { lines.removeLast() }
        return lines.map { $0.text ?? "" }.joined(separator: "\n")
    }

    private mutating func background(_ node: AstNode) -> Background? {
        guard let line = node.token(.backgroundLine) else { return nil }
        return Background(
            location: line.location, keyword: line.keyword ?? "", name: line.text ?? "",
            description: description(of: node), steps: steps(of: node), id: ids.newId()
        )
    }

    private mutating func scenario(_ node: AstNode) -> Scenario? {
        let tags = tags(of: node)
        guard let body = node.child(.scenario), let line = body.token(.scenarioLine) else { return nil }
        let examples = body.values.compactMap { value -> Examples? in
            if case .examples(let examples) = value { return examples }
            return nil
        }
        return Scenario(
            location: line.location, tags: tags, keyword: line.keyword ?? "", name: line.text ?? "",
            description: description(of: body), steps: steps(of: body), examples: examples, id: ids.newId()
        )
    }

    private mutating func examples(_ node: AstNode) -> Examples? {
        let tags = tags(of: node)
        guard let body = node.child(.examples), let line = body.token(.examplesLine) else { return nil }
        var rows: [TableRow] = []
        for case .tableRows(let table) in body.values { rows = table }
        return Examples(
            location: line.location, tags: tags, keyword: line.keyword ?? "", name: line.text ?? "",
            description: description(of: body), tableHeader: rows.first, tableBody: Array(rows.dropFirst()), id: ids.newId()
        )
    }

    private mutating func rule(_ node: AstNode) -> Rule? {
        guard let header = node.child(.ruleHeader), let line = header.token(.ruleLine) else { return nil }
        let tags = tags(of: header)
        var children: [RuleChild] = []
        for value in node.values {
            if case .background(let background) = value { children.append(.background(background)) }
            if case .scenario(let scenario) = value { children.append(.scenario(scenario)) }
        }
        return Rule(
            location: line.location, tags: tags, keyword: line.keyword ?? "", name: line.text ?? "",
            description: description(of: header), children: children, id: ids.newId()
        )
    }

    private mutating func feature(_ node: AstNode) -> Feature? {
        guard let header = node.child(.featureHeader) else { return nil }
        let tags = tags(of: header)
        guard let line = header.token(.featureLine) else { return nil }
        var children: [FeatureChild] = []
        for value in node.values {
            switch value {
            case .background(let background): children.append(.background(background))
            case .scenario(let scenario): children.append(.scenario(scenario))
            case .rule(let rule): children.append(.rule(rule))
            default: break
            }
        }
        return Feature(
            location: line.location, tags: tags, language: line.language, keyword: line.keyword ?? "",
            name: line.text ?? "", description: description(of: header), children: children
        )
    }

    private func feature(of document: AstNode) -> Feature? {
        for case .feature(let feature) in document.values { return feature }
        return nil
    }

    // MARK: - Helpers

    private mutating func tags(of node: AstNode) -> [Tag] {
        guard let tagsNode = node.child(.tags) else { return [] }
        var tags: [Tag] = []
        for token in tagsNode.tokens where token.type == .tagLine {
            for item in token.items {
                tags.append(Tag(location: Location(line: token.lineNumber, column: item.column), name: item.text, id: ids.newId()))
            }
        }
        return tags
    }

    private func description(of node: AstNode) -> String {
        for case .description(let text) in node.values { return text }
        return ""
    }

    private func steps(of node: AstNode) -> [Step] {
        node.values.compactMap { value in
            if case .step(let step) = value { return step }
            return nil
        }
    }
}
