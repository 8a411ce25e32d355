import Foundation

/// Finds the shared conformance suites: `$BDD_CONFORMANCE_DIR`, else `../shared/conformance` beside the package.
enum ConformanceDirectory {
    static func url(filePath: StaticString = #filePath) -> URL? {
        let candidate = ProcessInfo.processInfo.environment["BDD_CONFORMANCE_DIR"].map { URL(fileURLWithPath: $0) }
            ?? packageRoot(filePath: filePath).deletingLastPathComponent().appendingPathComponent("shared/conformance")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            print("conformance suites not found at \(candidate.path) (set BDD_CONFORMANCE_DIR): skipping")
            return nil
        }
        return candidate
    }

    /// Tests/FormattersTests/<File>.swift → the package root.
    static func packageRoot(filePath: StaticString = #filePath) -> URL {
        URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}
