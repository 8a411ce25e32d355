import BDDCommandLine
import CucumberMessages
import Foundation
import TestSupport
import XCTest

/// The Cucumber JSON report of `Features/`, of its shards merged, and of every stream of the shared suite through
/// `bdd format`: what Jenkins and Xray read must be valid and tell the same run.
@MainActor
final class CucumberJSONReportTests: XCTestCase {
    func test_main_onTheFeatures_writesCucumberJSONValidAgainstTheSchemaAndEqualToFormattingTheStream() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }

        let run = await SpecificationRun.run(["Features/", "--format", "message:\(folder.file("run.ndjson"))", "--format", "json:\(folder.file("cucumber.json"))"])
        let formatted = format(folder.file("run.ndjson"))

        XCTAssertEqual(run.status, 0, run.error)
        let report = try XCTUnwrap(folder.contents(of: "cucumber.json"))
        XCTAssertEqual(formatted, report)
        XCTAssertEqual(try CucumberJSONSchema.problems(in: report), [])
        XCTAssertEqual(try scenarioCount(in: report), try testCaseCount(in: folder.file("run.ndjson")))
    }

    func test_merge_ofTwoShards_writesOneCucumberJSONOfEveryScenarioValidAgainstTheSchema() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let single = await SpecificationRun.run(["Features/", "--format", "json:\(folder.file("single.json"))"])
        for index in 1...2 {
            let shard = await SpecificationRun.run(["Features/", "--shard", "\(index)/2", "--format", "message:\(folder.file("shards/\(index).ndjson"))"])
            XCTAssertEqual(shard.status, 0, shard.error)
        }

        var error = ""
        let status = MergeCommand.run(
            arguments: [folder.file("shards"), "--format", "json:\(folder.file("merged.json"))"],
            currentDirectory: folder.path, standardOutput: { _ in }, standardError: { error += $0 }
        )

        XCTAssertEqual(single.status, 0, single.error)
        XCTAssertEqual(status, 0, error)
        let merged = try XCTUnwrap(folder.contents(of: "merged.json"))
        XCTAssertEqual(try CucumberJSONSchema.problems(in: merged), [])
        XCTAssertEqual(try scenarioIds(in: merged), try scenarioIds(in: XCTUnwrap(folder.contents(of: "single.json"))))
    }

    func test_checkCucumberJSON_throughBddFormat_passesEveryStreamOfTheSharedSuite() throws {
        let bdd = try BuiltExecutable.require("bdd")
        let tool = ConformanceDirectory.location.appendingPathComponent("../tools/check-cucumber-json").standardizedFileURL
        let suite = try ConformanceDirectory.suite("cucumber-json")
        guard FileManager.default.fileExists(atPath: tool.path) else {
            throw SharedData.unavailable("check-cucumber-json is not beside the conformance folder, at \(tool.path)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", tool.path, suite.path, "--", bdd.path, "format", "--format", "json"]
        let output = Pipe()
        process.standardOutput = output

        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        XCTAssertEqual(process.terminationStatus, 0, printed)
        XCTAssertTrue(printed.hasSuffix(" passed, 0 failed\n"), printed)
    }

    // MARK: - Helpers

    private func format(_ stream: String) -> String {
        var formatted = ""
        _ = FormatCommand.run(
            arguments: ["--format", "json", stream], standardInput: { "" },
            standardOutput: { formatted += $0 }, standardError: { XCTFail("bdd format wrote to stderr: \($0)") }
        )
        return formatted
    }

    private func scenarios(in report: String) throws -> [[String: Any]] {
        let features = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [[String: Any]])
        return features.flatMap { ($0["elements"] as? [[String: Any]] ?? []).filter { $0["type"] as? String == "scenario" } }
    }

    private func scenarioCount(in report: String) throws -> Int {
        try scenarios(in: report).count
    }

    private func scenarioIds(in report: String) throws -> [String] {
        try scenarios(in: report).compactMap { $0["id"] as? String }
    }

    private func testCaseCount(in stream: String) throws -> Int {
        try SpecificationRun.envelopes(at: stream).filter { if case .testCase = $0 { true } else { false } }.count
    }
}
