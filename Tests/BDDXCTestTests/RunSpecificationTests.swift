import BDDRuntime
import BDDXCTest
import Foundation
import TestSupport
import XCTest

final class RunSpecificationTests: XCTestCase {
    private var recorded: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    func test_runSpecification_failingScenario_recordsAFailureAtTheStepsFeatureLine() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        write("// swift-tools-version: 6.0\n", to: folder.file("Package.swift"))
        write("Feature: Counter\n\n  Scenario: right\n    Given it reads 1\n\n  Scenario: wrong\n    Given it reads 2\n", to: folder.file("Features/counter.feature"))
        var steps = StepLibrary()
        steps.given("it reads {int}") { (_: ScenarioContext, value: Int) in try expectEqual(1, value) }

        capturing = true
        try await runSpecification(in: "Features", steps: steps, file: folder.file("Tests/X/X.swift"))
        capturing = false

        XCTAssertEqual(recorded.map(\.file), [folder.file("Features/counter.feature")])
        XCTAssertEqual(recorded.map(\.line), [7])
        XCTAssertTrue(recorded.first?.description.hasPrefix("Counter › wrong: Step failed: Given it reads 2\nExpected 2, got 1") ?? false,
                      recorded.first?.description ?? "")
    }

    // Captures what the helper records instead of failing this test with it: Apple's XCTest records an `XCTIssue`,
    // swift-corelibs-xctest a failure with its file and line.
    #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
        guard capturing else { return super.record(issue) }
        let location = issue.sourceCodeContext.location
        recorded.append((issue.compactDescription, location?.fileURL.path ?? "", location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        recorded.append((description, filePath, lineNumber))
    }
    #endif

    private func write(_ text: String, to path: String) {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }
}
