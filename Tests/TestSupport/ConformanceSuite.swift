import Foundation
import XCTest

/// Decodes the JSON cases of a shared Cucumber conformance suite, skipping when they are absent.
public enum ConformanceSuite {
    /// The cases of `suite/file`; skips the test (fails it under CI) when the file is absent.
    public static func cases<Case: Decodable>(_ suite: String, _ file: String, as type: [Case].Type) throws -> [Case] {
        let url = ConformanceDirectory.location.appendingPathComponent(suite).appendingPathComponent(file)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SharedData.unavailable("No conformance file at \(url.path) (set BDD_CONFORMANCE_DIR)")
        }
        return try JSONDecoder().decode(type, from: Data(contentsOf: url))
    }

    /// Fails once with the per-file tally and every failing case, so a regression reads at a glance.
    public static func report(_ file: String, total: Int, failures: [String], file path: StaticString = #filePath, line: UInt = #line) {
        let summary = "\(file): \(total - failures.count) passed, \(failures.count) failed"
        print(summary)
        XCTAssertTrue(failures.isEmpty, ([summary] + failures).joined(separator: "\n- "), file: path, line: line)
    }
}
