/// The language a feature file declares in a `# language: xx` header among its first lines, read from its text as
/// the parser reads it: for code that has the text but not the tokens (error wording, an editor's analysis).
public enum LanguageDeclaration {
    /// The code the header names, or nil when the file has none before its first line of Gherkin.
    public static func code(in text: String) -> String? {
        for line in text.split(separator: "\n", maxSplits: 20, omittingEmptySubsequences: false).prefix(20) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#") else {
                if trimmed.isEmpty || trimmed == "\r" { continue }
                return nil
            }
            let comment = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
            if comment.hasPrefix("language"), let colon = comment.firstIndex(of: ":") {
                let code = comment[comment.index(after: colon)...].filter { $0 != " " && $0 != "\t" && $0 != "\r" }
                return code.isEmpty ? nil : String(code)
            }
        }
        return nil
    }
}
