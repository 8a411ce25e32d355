import Foundation
import Gherkin

/// The text of each watched feature file as it last ran, to tell which of its scenarios a save changed. Texts are
/// kept as read and parsed only when their file is saved: the watch starts without parsing the suite.
final class FeatureHistory {
    private let parser: GherkinParser
    private var texts: [String: [UInt8]] = [:]

    /// A history parsing as the run does (its `--language` and `--languages`).
    init(parser: GherkinParser) {
        self.parser = parser
    }

    /// Keeps the text of the files at `paths` as they are now: what a run of them runs.
    func remember(_ paths: some Sequence<String>) {
        for path in paths { texts[path] = Self.read(path) }
    }

    /// What changed in the file at `path` since it last ran, keeping its text now for the next save; nil when it
    /// does not parse now (the run reports why), and then the text kept stays the last that parsed.
    func changes(at path: String) -> ScenarioChanges? {
        guard let now = Self.read(path), let scenarios = WrittenScenarios(now, uri: path, parser: parser) else { return nil }
        let earlier = texts[path].flatMap { WrittenScenarios($0, uri: path, parser: parser) }
        texts[path] = now
        return scenarios.changes(since: earlier)
    }

    private static func read(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }
}
