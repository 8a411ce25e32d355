import Foundation

/// The modules a folder of Swift sources actually imports, read off its `import` lines.
enum ImportScanner {
    /// Every module named by an `import` (plain, `@testable`, `@preconcurrency`, or of one symbol) in `folder`.
    static func imports(inFolder folder: URL) -> Set<String> {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var modules: Set<String> = []
        for case let file as URL in files where file.pathExtension == "swift" {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                if let module = module(importedBy: line) { modules.insert(module) }
            }
        }
        return modules
    }

    /// The module an `import` line names, or nil for any other line.
    static func module(importedBy line: Substring) -> String? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        guard words.first == "import", words.count >= 2 else { return nil }
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        let named = kinds.contains(words[words.startIndex + 1]) && words.count >= 3 ? words[words.startIndex + 2] : words[words.startIndex + 1]
        return named.split(separator: ".").first.map(String.init)
    }
}
