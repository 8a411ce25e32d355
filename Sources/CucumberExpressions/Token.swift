/// A run of the expression's characters; `start` and `end` count Unicode code points, as Cucumber does.
struct Token: Sendable, Hashable {
    let type: TokenType
    let text: String
    let start: Int
    let end: Int
}
