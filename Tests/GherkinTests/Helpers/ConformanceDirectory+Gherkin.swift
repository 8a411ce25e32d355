import Foundation
import TestSupport

extension ConformanceDirectory {
    /// The feature files (`.feature`, `.feature.md`) of `good` or `bad`, sorted.
    static func featureFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names
            .filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }
            .sorted()
            .map { directory.appendingPathComponent($0) }
    }
}
