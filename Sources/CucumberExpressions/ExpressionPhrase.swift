/// A Cucumber Expression read as a step would write it, piece by piece, from the expression's own syntax tree:
/// what a phrase, a template or a parameter's words are made of wherever an expression is shown to a person.
public struct ExpressionPhrase: Sendable, Equatable {
    /// One piece of the expression, in order.
    public enum Piece: Sendable, Equatable {
        /// Text a step writes as it is, escapes resolved (spaces included).
        case text(String)
        /// Text a step may leave out: `(s)` in `producto(s)`.
        case optional(String)
        /// Words a step writes one of: `ingresa/entra`, each without its optional text.
        case alternation([String])
        /// A parameter, by its type's name (empty for `{}`).
        case parameter(String)
    }

    /// The pieces, in the order the expression writes them.
    public let pieces: [Piece]

    /// Reads `source` as a Cucumber Expression; throws Cucumber's message when it does not parse.
    public init(_ source: String) throws(CucumberExpressionError) {
        var pieces: [Piece] = []
        for node in try CucumberExpressionParser.parse(source).nodes {
            // The tree keeps each word and space a node of its own; a person reads the run of them as one text.
            if case .text(let next) = Self.piece(node), case .text(let previous)? = pieces.last {
                pieces[pieces.count - 1] = .text(previous + next)
            } else {
                pieces.append(Self.piece(node))
            }
        }
        self.pieces = pieces
    }

    private static func piece(_ node: Node) -> Piece {
        switch node.type {
        case .optional: .optional(node.text)
        case .parameter: .parameter(node.text)
        case .alternation:
            .alternation(node.nodes.filter { $0.type == .alternative }.map { alternative in
                alternative.nodes.filter { $0.type != .optional }.map(\.text).joined()
            })
        case .text, .alternative, .expression: .text(node.text)
        }
    }
}
