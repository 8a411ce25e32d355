import Foundation

/// The naming rule of every test: `test_<method>_<condition>_<expected>`, written either way the course writes it.
///
/// - Three camelCase parts: `test_execute_withValidCredentials_returnsTheSession`.
/// - The specification's own form (its traceability table), parts in snake case:
///   `test_execute_with_valid_credentials_returns_session`. The words run together, so the expected result is
///   where an outcome verb starts it (`returns`, `throws`, `does`…), and the condition is what lies between.
enum TestNameRule {
    /// Whether `name` is `test_` and then a method, a condition and an expected result in one of the two forms.
    static func isConforming(_ name: String) -> Bool {
        guard name.hasPrefix("test_") else { return false }
        let parts = name.dropFirst("test_".count).split(separator: "_", omittingEmptySubsequences: false)
        guard parts.allSatisfy(isCamelCase) else { return false }
        if parts.count == 3 { return true }
        // The method, at least one word of condition, then the verb that opens the result and a word after it.
        guard let verb = parts.indices.dropFirst(2).first(where: { outcomeVerbs.contains(String(parts[$0])) }) else { return false }
        return verb < parts.count - 1
    }

    /// The verbs that open an expected result in the specification's snake-case names.
    static let outcomeVerbs: Set<String> = ["returns", "throws", "does", "delivers", "completes", "fails", "sends", "shows", "keeps", "reports"]

    /// The names of the test methods declared in `source`: `func test…()` without parameters and not private,
    /// which is what XCTest runs.
    static func testNames(inSource source: String) -> [String] {
        let range = NSRange(source.startIndex..., in: source)
        return declaration.matches(in: source, range: range).compactMap { match in
            Range(match.range(at: 1), in: source).map { String(source[$0]) }
        }
    }

    private static func isCamelCase(_ part: Substring) -> Bool {
        guard let first = part.first, first.isASCII, first.isLowercase else { return false }
        return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// A line declaring a method whose name starts with `test` and that takes no parameter; `private` ones are helpers.
    private static let declaration = try! NSRegularExpression(
        pattern: #"^[ \t]*(?:@\w+[ \t]+)*(?:(?:public|internal|open|override|final|class|static|nonisolated)[ \t]+)*func[ \t]+(test\w*)[ \t]*\([ \t]*\)"#,
        options: [.anchorsMatchLines]
    )
}
