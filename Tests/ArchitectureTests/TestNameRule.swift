import Foundation

/// The naming rule of every test: `test_<method>_<condition>_<expected>`, each part camelCase.
enum TestNameRule {
    /// Whether `name` is `test_` and exactly three camelCase parts (a lowercase letter, then letters and digits).
    static func isConforming(_ name: String) -> Bool {
        guard name.hasPrefix("test_") else { return false }
        let parts = name.dropFirst("test_".count).split(separator: "_", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy(isCamelCase)
    }

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
