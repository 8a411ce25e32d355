import Foundation

/// Where the shared conformance suites are: `$BDD_CONFORMANCE_DIR`, else `../shared/conformance` beside the package root.
///
/// Tests read the suites in place; when they are absent a test skips in one line, and fails under CI.
public enum ConformanceDirectory {
    /// The configured location, whether or not anything is there.
    public static var location: URL {
        if let configured = ProcessInfo.processInfo.environment["BDD_CONFORMANCE_DIR"], !configured.isEmpty {
            return URL(fileURLWithPath: configured)
        }
        return packageRoot.appendingPathComponent("../shared/conformance").standardizedFileURL
    }

    /// The root of all suites; skips the test (fails it under CI) when it is not a directory.
    public static func root() throws -> URL {
        try existingDirectory(location, describedAs: "conformance suites")
    }

    /// The folder of one suite (`gherkin`, `junit`, …); skips the test (fails it under CI) when it is absent.
    public static func suite(_ name: String) throws -> URL {
        try existingDirectory(location.appendingPathComponent(name), describedAs: "\(name) conformance suite")
    }

    /// The package root, found by walking up from this file to the folder holding `Package.swift`.
    public static var packageRoot: URL {
        var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory.deleteLastPathComponent()
        }
        return directory
    }

    private static func existingDirectory(_ candidate: URL, describedAs what: String) throws -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SharedData.unavailable("\(what) not found at \(candidate.path) (set BDD_CONFORMANCE_DIR)")
        }
        return candidate
    }
}
