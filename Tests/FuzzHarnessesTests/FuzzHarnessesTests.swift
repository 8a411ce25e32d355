import Foundation
import FuzzHarnesses
import TestSupport
import XCTest

/// The fuzz harnesses as regression tests: the minimized inputs of past findings, and the seed corpora.
final class FuzzHarnessesTests: XCTestCase {
    func test_check_committedReproducers_holdEveryProperty() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Reproducers")
        var replayed = 0

        for harness in FuzzHarness.all {
            for input in try reproducers(in: folder.appendingPathComponent(harness.name)) {
                XCTAssertNoThrow(try harness.check(input.bytes), "\(harness.name): \(input.name)")
                replayed += 1
            }
        }

        XCTAssertGreaterThanOrEqual(replayed, 3)
    }

    func test_check_seedsOfTheConformanceSuites_holdEveryProperty() throws {
        let conformance = try ConformanceDirectory.root()

        for harness in FuzzHarness.all {
            let seeds = harness.seeds(conformance)

            XCTAssertFalse(seeds.isEmpty, "\(harness.name) has no seeds")
            for (number, seed) in seeds.enumerated() {
                XCTAssertNoThrow(try harness.check(seed), "\(harness.name): seed \(number)")
            }
        }
    }

    func test_all_harnesses_nameEachOfTheFiveOnce() {
        XCTAssertEqual(FuzzHarness.all.map(\.name), ["gherkin", "cucumber-expressions", "tag-expressions", "message-stream", "language-server"])
    }

    // MARK: - Helpers

    private func reproducers(in folder: URL) throws -> [(name: String, bytes: [UInt8])] {
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { name in
            (name, Array(try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }
}
