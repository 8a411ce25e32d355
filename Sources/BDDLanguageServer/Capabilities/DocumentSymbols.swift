/// The outline of a feature file: Feature › Rule › Background / Scenario / Scenario Outline › Examples, each
/// spanning from its keyword line to its last line, for the editor's outline and breadcrumbs. It nests the
/// analysis's headings, so a document that does not parse shows what its lines still say.
enum DocumentSymbols {
    private enum Kind: Int {
        case module = 2, namespace = 3, class_ = 5, method = 6, constructor = 9, array = 18
    }

    /// A heading with the headings it holds.
    private struct Node {
        let heading: OutlineHeading
        var children: [Node] = []

        /// The last line of the heading and of everything under it.
        var lastLine: Int { children.last.map { max(heading.lastLine, $0.lastLine) } ?? heading.lastLine }
    }

    static func symbols(of headings: [OutlineHeading], text: TextDocument, encoding: PositionEncoding) -> [JSONValue] {
        nest(headings).map { symbol($0, text, encoding) }
    }

    /// Each heading under the closest one before it that is less deep.
    private static func nest(_ headings: [OutlineHeading]) -> [Node] {
        var roots: [Node] = []
        var open: [Node] = []
        func close(downTo depth: Int) {
            while let last = open.last, last.heading.kind.depth >= depth {
                open.removeLast()
                if open.isEmpty { roots.append(last) } else { open[open.count - 1].children.append(last) }
            }
        }
        for heading in headings {
            close(downTo: heading.kind.depth)
            open.append(Node(heading: heading))
        }
        close(downTo: 0)
        return roots
    }

    private static func symbol(_ node: Node, _ text: TextDocument, _ encoding: PositionEncoding) -> JSONValue {
        let heading = node.heading
        let start = TextPosition(line: heading.line - 1, character: 0)
        let range = TextRange(start: start, end: text.endOfLine(max(heading.line, node.lastLine) - 1, encoding: encoding))
        let selection = TextRange(start: start, end: text.endOfLine(heading.line - 1, encoding: encoding))
        let title = heading.name.isEmpty ? heading.keyword : "\(heading.keyword): \(heading.name)"
        return [
            "name": .string(title),
            "detail": .string(heading.keyword),
            "kind": .int(kind(of: heading.kind).rawValue),
            "range": range.json,
            "selectionRange": selection.json,
            "children": .array(node.children.map { symbol($0, text, encoding) }),
        ]
    }

    private static func kind(of kind: OutlineHeading.Kind) -> Kind {
        switch kind {
        case .feature: .module
        case .rule: .namespace
        case .background: .constructor
        case .scenario: .method
        case .examples: .array
        }
    }
}
