import BDDRuntime

/// Which scenarios the environment selects: `BDD_TAGS` (a tag expression), `BDD_NAME` (a regular expression on the
/// scenario's name) and `BDD_LINES` (`path:LINE[:LINE]`, several separated by spaces or commas), each also read
/// prefixed `TEST_RUNNER_`, the prefix `xcodebuild` strips when it hands variables to the tests.
struct ScenarioSelection: Sendable, Hashable {
    let tags: String?
    let name: String?
    let linesByUri: [String: Set<Int>]

    init(environment: [String: String], root: String) throws {
        func value(_ name: String) -> String? {
            let value = environment[name] ?? environment["TEST_RUNNER_" + name]
            return value?.trimmingWhitespace.isEmpty == false ? value : nil
        }
        tags = value("BDD_TAGS")
        name = value("BDD_NAME")
        var lines: [String: Set<Int>] = [:]
        let separators: Set<Character> = [" ", ",", "\n", "\t"]
        for operand in (value("BDD_LINES") ?? "").split(whereSeparator: separators.contains) {
            let parts = operand.split(separator: ":")
            let numbers = parts.dropFirst().compactMap { Int($0) }
            guard let path = parts.first, !numbers.isEmpty, numbers.count == parts.count - 1 else {
                throw SpecificationError("BDD_LINES: '\(operand)' is not path:LINE")
            }
            lines[Self.uri(String(path), root: root), default: []].formUnion(numbers)
        }
        linesByUri = lines
    }

    /// The filter a run would make of the same options; nil when nothing is selected by.
    func filter() throws -> PickleFilter? {
        guard tags != nil || name != nil || !linesByUri.isEmpty else { return nil }
        do {
            return try PickleFilter(tagExpression: tags, namePatterns: name.map { [$0] } ?? [], linesByUri: linesByUri)
        } catch {
            throw SpecificationError(error.description)
        }
    }

    /// A path as the feature's uri: relative to the package root, without a leading `./`.
    private static func uri(_ path: String, root: String) -> String {
        let base = root.hasSuffix("/") ? root : root + "/"
        if path.hasPrefix(base) { return String(path.dropFirst(base.count)) }
        return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
    }
}

private extension String {
    var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
