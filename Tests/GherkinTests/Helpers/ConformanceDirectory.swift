import Foundation

/// Where the shared conformance suites are: `$BDD_CONFORMANCE_DIR`, else `../shared/conformance` beside the package root.
enum ConformanceDirectory {
    /// The Gherkin suite's directory, or nil (with one line printed) when it is not there.
    static func gherkin(file: StaticString = #filePath) -> URL? {
        let root: URL
        if let configured = ProcessInfo.processInfo.environment["BDD_CONFORMANCE_DIR"], !configured.isEmpty {
            root = URL(fileURLWithPath: configured)
        } else {
            root = packageRoot(from: file).appendingPathComponent("../shared/conformance").standardized
        }
        let gherkin = root.appendingPathComponent("gherkin")
        guard FileManager.default.fileExists(atPath: gherkin.path) else {
            print("Gherkin conformance suite not found at \(gherkin.path): skipping (set BDD_CONFORMANCE_DIR)")
            return nil
        }
        return gherkin
    }

    /// The feature files (`.feature`, `.feature.md`) of `good` or `bad`, sorted.
    static func featureFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names
            .filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }
            .sorted()
            .map { directory.appendingPathComponent($0) }
    }

    private static func packageRoot(from file: StaticString) -> URL {
        var directory = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return directory
    }
}
