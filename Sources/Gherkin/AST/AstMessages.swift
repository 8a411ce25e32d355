import CucumberMessages

/// The Cucumber Messages closed nodes become; ids are taken as each is made.
///
/// A closed node is dropped right after, so its parts are moved out of it (`take()`) rather than
/// copied: a copy retains every string and array of a token, and the node's release undoes it.
enum AstMessages {
    static func step(_ node: AstNode, _ ids: inout IdSource) -> Step? {
        guard var line = node.line.take() else { return nil }
        return Step(
            location: line.location, keyword: line.keyword.take(), keywordType: line.keywordType,
            text: line.text.take(), docString: node.docString.take(), dataTable: node.dataTable.take(), id: ids.next()
        )
    }

    static func docString(_ node: AstNode) -> GherkinDocString? {
        guard let separator = node.line.take() else { return nil }
        let mediaType = separator.text.isEmpty ? nil : separator.text
        return GherkinDocString(
            location: separator.location, mediaType: mediaType,
            content: joined(node.lines), delimiter: separator.keyword
        )
    }

    /// The rows of the node's table lines.
    static func tableRows(_ node: AstNode, _ ids: inout IdSource) throws(GherkinError) -> [TableRow] {
        var rows: [TableRow] = []
        rows.reserveCapacity(node.lines.count)
        for index in node.lines.indices {
            rows.append(TableRow(location: node.lines[index].location, cells: node.lines[index].cells.take(), id: ids.next()))
        }
        if let width = rows.first?.cells.count, let ragged = rows.first(where: { $0.cells.count != width }) {
            throw GherkinError(.inconsistentCellCount, line: ragged.location.line, column: ragged.location.column)
        }
        return rows
    }

    /// The description's lines, without the blank lines that end it.
    static func descriptionText(_ tokens: [Token]) -> String {
        var count = tokens.count
        while count > 0, tokens[count - 1].isBlank { count -= 1 }
        return joined(tokens[0..<count])
    }

    static func background(_ node: AstNode, _ ids: inout IdSource) -> Background? {
        guard var line = node.line.take() else { return nil }
        return Background(
            location: line.location, keyword: line.keyword.take(), name: line.text.take(),
            description: node.description.take(), steps: node.steps.take(), id: ids.next()
        )
    }

    static func scenario(_ node: AstNode, _ ids: inout IdSource) -> Scenario? {
        let tags = tags(node.tagLines, &ids)
        guard var line = node.line.take() else { return nil }
        return Scenario(
            location: line.location, tags: tags, keyword: line.keyword.take(), name: line.text.take(),
            description: node.description.take(), steps: node.steps.take(), examples: node.examples.take(), id: ids.next()
        )
    }

    static func examples(_ node: AstNode, _ ids: inout IdSource) -> Examples? {
        let tags = tags(node.tagLines, &ids)
        guard var line = node.line.take() else { return nil }
        var body = node.rows.take()
        let header = body.isEmpty ? nil : body.removeFirst()
        return Examples(
            location: line.location, tags: tags, keyword: line.keyword.take(), name: line.text.take(),
            description: node.description.take(), tableHeader: header, tableBody: body, id: ids.next()
        )
    }

    static func rule(_ node: AstNode, _ ids: inout IdSource) -> Rule? {
        guard var line = node.line.take() else { return nil }
        let tags = tags(node.tagLines, &ids)
        return Rule(
            location: line.location, tags: tags, keyword: line.keyword.take(), name: line.text.take(),
            description: node.description.take(), children: node.children.take().compactMap(Self.ruleChild), id: ids.next()
        )
    }

    static func feature(_ node: AstNode, language: String, _ ids: inout IdSource) -> Feature? {
        let tags = tags(node.tagLines, &ids)
        guard var line = node.line.take() else { return nil }
        return Feature(
            location: line.location, tags: tags, language: language, keyword: line.keyword.take(),
            name: line.text.take(), description: node.description.take(), children: node.children.take()
        )
    }

    // MARK: - Helpers

    private static func tags(_ tagLines: [Token], _ ids: inout IdSource) -> [Tag] {
        var tags: [Tag] = []
        for index in tagLines.indices {
            let line = tagLines[index].lineNumber
            for item in tagLines[index].items {
                tags.append(Tag(location: Location(line: line, column: item.column), name: item.text, id: ids.next()))
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
        for index in tokens.indices {
            if !first { text += "\n" }
            text += tokens[index].text
            first = false
        }
        return text
    }
}
