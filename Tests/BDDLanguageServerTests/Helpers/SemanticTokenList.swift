@testable import BDDLanguageServer

/// The protocol's relative five-number encoding of semantic tokens, read back into absolute places.
struct SemanticTokenList {
    private var tokens: [(line: Int, start: Int, length: Int, type: Int)] = []

    init(data: [Int]) {
        var line = 0, start = 0
        for offset in stride(from: 0, to: data.count - 4, by: 5) {
            line += data[offset]
            start = data[offset] == 0 ? start + data[offset + 1] : data[offset + 1]
            tokens.append((line, start, data[offset + 2], data[offset + 3]))
        }
    }

    /// The legend's name of the token starting at 0-based `line` and `start`.
    func type(at line: Int, _ start: Int) -> String? {
        let names = SemanticTokens.TokenType.allCases.map(\.name)
        return tokens.first { $0.line == line && $0.start == start }.map { names[$0.type] }
    }

    /// The length of the token starting at 0-based `line` and `start`.
    func length(at line: Int, _ start: Int) -> Int? {
        tokens.first { $0.line == line && $0.start == start }?.length
    }
}
