import Foundation
import XCTest

/// Locates and decodes the shared Cucumber conformance files, skipping when they are absent.
enum ConformanceSuite {
    /// `$BDD_CONFORMANCE_DIR`, else `../shared/conformance` next to the package root.
    static var directory: URL {
        if let configured = ProcessInfo.processInfo.environment["BDD_CONFORMANCE_DIR"], !configured.isEmpty {
            return URL(fileURLWithPath: configured)
        }
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.appendingPathComponent("../shared/conformance").standardizedFileURL
    }

    /// The cases of `suite/file`, or an XCTSkip (after one line of explanation) when the file is absent.
    static func cases<Case: Decodable>(_ suite: String, _ file: String, as type: [Case].Type) throws -> [Case] {
        let url = directory.appendingPathComponent(suite).appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: url.path) else {
            print("Conformance file \(url.path) not found: skipping (set BDD_CONFORMANCE_DIR).")
            throw XCTSkip("No conformance file at \(url.path)")
        }
        return try JSONDecoder().decode(type, from: Data(contentsOf: url))
    }

    /// Fails once with the per-file tally and every failing case, so a regression reads at a glance.
    static func report(_ file: String, total: Int, failures: [String], file path: StaticString = #filePath, line: UInt = #line) {
        let summary = "\(file): \(total - failures.count) passed, \(failures.count) failed"
        print(summary)
        XCTAssertTrue(failures.isEmpty, ([summary] + failures).joined(separator: "\n- "), file: path, line: line)
    }
}
