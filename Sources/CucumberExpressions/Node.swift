/// A node of a Cucumber Expression's syntax tree; text nodes carry `token`, the others `nodes`.
struct Node: Sendable, Hashable {
    let type: NodeType
    let nodes: [Node]
    let token: String?
    let start: Int
    let end: Int

    init(_ type: NodeType, nodes: [Node] = [], token: String? = nil, start: Int, end: Int) {
        self.type = type
        self.nodes = nodes
        self.token = token
        self.start = start
        self.end = end
    }

    /// The literal text under this node (a parameter's name, an optional's words).
    var text: String {
        nodes.isEmpty ? token ?? "" : nodes.map(\.text).joined()
    }
}
