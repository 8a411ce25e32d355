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
        do {
            // Read and found as `bdd PATH:LINE` reads and finds its operands.
            let operands = try (value("BDD_LINES") ?? "").split(whereSeparator: separators.contains).map { try FeatureOperand(String($0)) }
            for operand in operands where operand.lines.isEmpty {
                throw FeatureOperandError(operand: operand.text, reason: "BDD_LINES takes PATH:LINE")
            }
            for located in try FeatureLocator(currentDirectory: root).locate(operands) {
                lines[located.uri, default: []].formUnion(located.lines ?? [])
            }
        } catch {
            throw SpecificationError("BDD_LINES: \(error)")
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
}

private extension String {
    var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
