import CucumberMessages
import Foundation
import Gherkin

/// The scenarios of a feature file as written, each keyed by its own text and by the text of everything above it
/// that applies to it (the feature's header, its rule's header, the backgrounds), so that two versions of a file
/// tell which scenarios a save edited or added. A change above a scenario changes every scenario it applies to,
/// as `FILE:LINE` on such a line selects them all.
struct WrittenScenarios: Sendable {
    /// One scenario: where it is written and what identifies its text.
    struct Entry: Sendable {
        /// The line of its keyword, which `FILE:LINE` selects it by.
        let line: Int
        /// Its text and the text above it that applies to it, an outline's example body rows left out.
        let key: String
        /// An outline's example body rows: their lines, and their text with the number of the Examples block.
        let rows: [(line: Int, key: String)]
        /// Whether it has Examples: then it makes a test case a body row, else one.
        let isOutline: Bool

        /// How many test cases it makes.
        var pickleCount: Int { isOutline ? rows.count : 1 }
    }

    /// The scenarios in the order they are written.
    let entries: [Entry]

    /// The scenarios of `bytes`, parsed as a run would parse the file `uri`; nil when it does not parse.
    init?(_ bytes: [UInt8], uri: String, parser: GherkinParser) {
        var ids = IncrementingIdGenerator()
        guard let document = try? parser.parse(bytes, uri: uri, format: GherkinFormat(uri: uri), ids: &ids) else { return nil }
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
        }
        // Each node's text runs from its first line (its first tag's) to the line before the next node.
        var starts: [Int] = []
        var scenarios: [(scenario: Scenario, scope: GherkinScope, start: Int, rows: [(line: Int, key: String)])] = []
        GherkinDocumentWalk.walk(document, rule: { rule, _ in
            starts.append(Self.firstLine(rule.location, rule.tags))
        }, background: { background, _ in
            starts.append(background.location.line)
        }, scenario: { scenario, scope in
            starts.append(Self.firstLine(scenario.location, scenario.tags))
            scenarios.append((scenario, scope, starts[starts.count - 1], []))
        }, row: { row, position in
            let line = row.location.line
            scenarios[scenarios.count - 1].rows.append((line, "\(position.examplesIndex) \(lines[line - 1].trimmingCharacters(in: .whitespaces))"))
        })
        func text(from start: Int, leaving left: Set<Int> = []) -> String {
            let end = starts.first { $0 > start } ?? lines.count + 1
            var kept = (start..<end).filter { !left.contains($0) }.map { lines[$0 - 1] }
            // Blank lines before the next node are layout, not the scenario's.
            while kept.last?.allSatisfy(\.isWhitespace) == true { kept.removeLast() }
            return kept.joined(separator: "\n")
        }
        let header = lines.prefix((starts.first ?? lines.count + 1) - 1).joined(separator: "\n")
        entries = scenarios.map { scenario, scope, start, rows in
            let above = [scope.rule.map { Self.firstLine($0.location, $0.tags) }, scope.featureBackground?.location.line, scope.ruleBackground?.location.line]
            let context = [header] + above.compactMap { $0.map { text(from: $0) } }
            let own = text(from: start, leaving: Set(rows.map(\.line)))
            return Entry(line: scenario.location.line, key: (context + [own]).joined(separator: "\n\u{0}\n"), rows: rows, isOutline: !scenario.examples.isEmpty)
        }
    }

    /// What changed since `earlier` (nil: a file not seen before, every scenario new). A scenario is matched by
    /// its text wherever it moved; an outline whose text but for its rows is unchanged changed in the rows not
    /// found among the earlier ones.
    func changes(since earlier: WrittenScenarios?) -> ScenarioChanges {
        var unmatched: [String: [Entry]] = [:]
        for entry in earlier?.entries ?? [] { unmatched[entry.key, default: []].append(entry) }
        var changes = ScenarioChanges(lines: [], changed: 0, total: 0)
        for entry in entries {
            changes.total += entry.pickleCount
            guard let match = unmatched[entry.key]?.first else {
                changes.lines.append(entry.line)
                changes.changed += entry.pickleCount
                continue
            }
            unmatched[entry.key]?.removeFirst()
            var earlierRows: [String: Int] = [:]
            for row in match.rows { earlierRows[row.key, default: 0] += 1 }
            for row in entry.rows {
                if let count = earlierRows[row.key], count > 0 {
                    earlierRows[row.key] = count - 1
                } else {
                    changes.lines.append(row.line)
                    changes.changed += 1
                }
            }
        }
        return changes
    }

    /// The line a node's text starts on: its first tag's, when tags are written above it.
    private static func firstLine(_ location: Location, _ tags: [Tag]) -> Int {
        tags.map(\.location.line).min().map { min($0, location.line) } ?? location.line
    }
}
