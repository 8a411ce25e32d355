import CucumberMessages

/// The Cucumber Messages closed nodes become; ids are taken as each is made.
///
/// A closed node is dropped right after, so its parts are moved out of it (`take()`) rather than
/// copied: a copy retains every string and array, and the node's release undoes it. Texts are read
/// out of the source here, once, for what the messages keep.
enum AstMessages {
    static func step(_ node: inout AstNode, _ ids: inout IdSource, _ source: SourceBytes) -> Step? {
        // The line's parts are read where it lies, not taken out of the node whole: moving the token out copied
        // it, over a hundred bytes, for every step.
        guard node.line != nil else { return nil }
        let location = node.line!.location
        let keyword = node.line!.keyword.take()
        let keywordType = node.line!.keywordType
        let text = node.line!.text.string(in: source)
        return Step(
            location: location, keyword: keyword, keywordType: keywordType,
            text: text, docString: node.docString.take(), dataTable: node.dataTable.take(), id: ids.next()
        )
    }

    static func docString(_ node: inout AstNode, lines: [Token], _ source: SourceBytes) -> GherkinDocString? {
        guard var separator = node.line.take() else { return nil }
        let mediaType = separator.text.isEmpty ? nil : separator.text.string(in: source)
        return GherkinDocString(
            location: separator.location, mediaType: mediaType,
            content: joined(lines[...], source), delimiter: separator.keyword.take()
        )
    }

    /// The description's lines, without the blank lines that end it.
    static func descriptionText(_ lines: [Token], _ source: SourceBytes) -> String {
        var count = lines.count
        while count > 0, lines[count - 1].isBlank { count -= 1 }
        return joined(lines[0..<count], source)
    }

    static func background(_ node: inout AstNode, _ ids: inout IdSource, _ source: SourceBytes) -> Background? {
        guard var line = node.line.take() else { return nil }
        return Background(
            location: line.location, keyword: line.keyword.take(), name: line.text.string(in: source),
            description: node.description.take(), steps: node.steps.take(), id: ids.next()
        )
    }

    static func scenario(_ node: inout AstNode, _ ids: inout IdSource, _ source: SourceBytes) -> Scenario? {
        let tags = tags(&node, &ids)
        guard var line = node.line.take() else { return nil }
        return Scenario(
            location: line.location, tags: tags, keyword: line.keyword.take(), name: line.text.string(in: source),
            description: node.description.take(), steps: node.steps.take(), examples: node.examples.take(), id: ids.next()
        )
    }

    static func examples(_ node: inout AstNode, _ ids: inout IdSource, _ source: SourceBytes) -> Examples? {
        let tags = tags(&node, &ids)
        guard var line = node.line.take() else { return nil }
        var body = node.rows.take()
        let header = body.isEmpty ? nil : body.removeFirst()
        return Examples(
            location: line.location, tags: tags, keyword: line.keyword.take(), name: line.text.string(in: source),
            description: node.description.take(), tableHeader: header, tableBody: body, id: ids.next()
        )
    }

    static func rule(_ node: inout AstNode, _ ids: inout IdSource, _ source: SourceBytes) -> Rule? {
        guard var line = node.line.take() else { return nil }
        let tags = tags(&node, &ids)
        return Rule(
            location: line.location, tags: tags, keyword: line.keyword.take(), name: line.text.string(in: source),
            description: node.description.take(), children: node.children.take().compactMap(Self.ruleChild), id: ids.next()
        )
    }

    static func feature(_ node: inout AstNode, language: String, _ ids: inout IdSource, _ source: SourceBytes) -> Feature? {
        let tags = tags(&node, &ids)
        guard var line = node.line.take() else { return nil }
        // A Markdown feature's first line without a keyword names the feature: it has no keyword, as officially.
        let keyword = line.keyword.take()
        return Feature(
            location: line.location, tags: tags, language: language, keyword: keyword.isEmpty ? nil : keyword,
            name: line.text.string(in: source), description: node.description.take(), children: node.children.take()
        )
    }

    // MARK: - Helpers

    /// The node's tags, each given its id in order.
    private static func tags(_ node: inout AstNode, _ ids: inout IdSource) -> [Tag] {
        var tags = node.tags.take()
        for index in tags.indices { tags[index].id = ids.next() }
        return tags
    }

    private static func ruleChild(_ child: FeatureChild) -> RuleChild? {
        switch child {
        case .background(let background): .background(background)
        case .scenario(let scenario): .scenario(scenario)
        case .rule: nil
        }
    }

    /// The lines' texts joined by line feeds, made as one string straight from the source.
    private static func joined(_ lines: ArraySlice<Token>, _ source: SourceBytes) -> String {
        guard !lines.contains(where: { $0.text.escapedDelimiter != nil }) else { return joinedUnescaping(lines, source) }
        var count = -1
        for index in lines.indices { count += lines[index].text.count + 1 }
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var position = 0
            for index in lines.indices {
                if index > lines.startIndex {
                    buffer[position] = ASCII.newline
                    position += 1
                }
                let text = lines[index].text
                guard text.count > 0 else { continue }
                _ = UnsafeMutableBufferPointer(rebasing: buffer[position..<(position + text.count)])
                    .initialize(from: UnsafeBufferPointer(rebasing: source.buffer[text.start..<text.end]))
                position += text.count
            }
            return position
        }
    }

    /// The lines' texts joined by line feeds, escaped delimiters read as delimiters.
    private static func joinedUnescaping(_ lines: ArraySlice<Token>, _ source: SourceBytes) -> String {
        var text = ""
        for index in lines.indices {
            if index > lines.startIndex { text += "\n" }
            text += lines[index].text.string(in: source)
        }
        return text
    }
}
