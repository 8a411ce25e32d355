import BDDCommandLine
import BDDRuntime
import Foundation
import XCTest

/// Under `bazel test`, a run follows the variables of Bazel's Test Encyclopedia: it runs its shard of the same
/// partition as `--shard`, acknowledges it, writes JUnit and the message stream where Bazel collects them and takes
/// `--test_filter` as a scenario name filter; explicit options win.
@MainActor
final class BazelTestProtocolTests: XCTestCase {
    private var harness: CommandHarness!

    override func setUp() async throws {
        harness = try CommandHarness()
        try harness.write("Features/cukes.feature", SampleProject.cukes)
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        harness.removeDirectory()
    }

    func test_run_underBazelSharding_runsTheSamePartAsTheShardOptionCountedFromOne() async throws {
        var union: [String] = []
        for index in 0..<3 {
            harness.environment = bazel(shard: index, of: 3)
            let underBazel = try await harness.run(["--format", "message"], steps: SampleProject.steps()).envelopes().startedPickleNames
            harness.environment = [:]
            let given = try await harness.run(["--shard", "\(index + 1)/3", "--format", "message"], steps: SampleProject.steps()).envelopes().startedPickleNames

            XCTAssertEqual(underBazel, given, "shard \(index)")
            union += underBazel
        }

        XCTAssertEqual(union.sorted(), ["Eating 1", "Eating 10", "Eating 2", "Failing", "Passing"])
    }

    func test_run_underBazelSharding_touchesTheShardStatusFileAndSaysWhichShard() async throws {
        harness.environment = bazel(shard: 1, of: 2)

        let outcome = await harness.run(["--format", "progress"], steps: SampleProject.steps())

        XCTAssertTrue(FileManager.default.fileExists(atPath: statusFile), outcome.error)
        XCTAssertTrue(outcome.error.contains("Running shard 2/2 (from Bazel: TEST_SHARD_INDEX=1 and TEST_TOTAL_SHARDS=2)"), outcome.error)
    }

    func test_run_withShardAuto_readsBazelsShard() async throws {
        harness.environment = bazel(shard: 0, of: 5)

        let outcome = await harness.run(["--shard", "auto", "--format", "progress"], steps: SampleProject.steps())

        XCTAssertTrue(outcome.error.contains("Running shard 1/5 (from Bazel"), outcome.error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: statusFile))
    }

    func test_run_withAnExplicitShard_runsItInsteadOfBazelsWithoutAcknowledgingBazels() async throws {
        harness.environment = bazel(shard: 1, of: 2)

        let outcome = await harness.run(["--shard", "1/1", "--format", "message"], steps: SampleProject.steps())

        XCTAssertEqual(try outcome.envelopes().startedPickleNames.count, 5)
        XCTAssertFalse(FileManager.default.fileExists(atPath: statusFile))
        XCTAssertTrue(outcome.error.contains("Bazel's TEST_TOTAL_SHARDS is not followed"), outcome.error)
    }

    func test_run_withBadShardVariables_exitsTwoNamingTheVariable() async {
        let cases: [([String: String], String)] = [
            (["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "4"], "TEST_SHARD_INDEX is '4', expected 0 to 3"),
            (["TEST_TOTAL_SHARDS": "4", "TEST_SHARD_INDEX": "-1"], "TEST_SHARD_INDEX is '-1'"),
            (["TEST_TOTAL_SHARDS": "four", "TEST_SHARD_INDEX": "0"], "TEST_TOTAL_SHARDS is 'four'"),
            (["TEST_TOTAL_SHARDS": "0", "TEST_SHARD_INDEX": "0"], "TEST_TOTAL_SHARDS is '0'"),
            (["TEST_TOTAL_SHARDS": "4"], "TEST_SHARD_INDEX is not set"),
        ]
        for (environment, expected) in cases {
            harness.environment = environment

            let outcome = await harness.run(["--format", "progress"], steps: SampleProject.steps())

            XCTAssertEqual(outcome.status, 2, "\(environment)")
            XCTAssertTrue(outcome.error.contains(expected), outcome.error)
        }
    }

    func test_run_withXMLOutputFile_writesJUnitThereBesideTheAskedReports() async throws {
        harness.environment = ["XML_OUTPUT_FILE": xmlFile]

        let outcome = await harness.run(["--format", "message"], steps: SampleProject.steps())

        let junit = try XCTUnwrap(read(xmlFile), outcome.error)
        XCTAssertTrue(junit.contains("<testcase classname=\"Cukes\" name=\"Failing\""), junit)
        XCTAssertEqual(try outcome.envelopes().startedPickleNames.count, 5)
    }

    func test_run_withXMLOutputFileNamedByAFormatToo_writesItOnce() async throws {
        harness.environment = ["XML_OUTPUT_FILE": xmlFile]

        let outcome = await harness.run(["--format", "progress", "--format", "junit:\(xmlFile)"], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 1, outcome.error)
        XCTAssertNotNil(read(xmlFile))
    }

    func test_run_underBazelWithDefaultReports_writesThemWhereBazelKeepsOutputs() async throws {
        harness.environment = ["XML_OUTPUT_FILE": xmlFile, "TEST_UNDECLARED_OUTPUTS_DIR": outputs.path]

        _ = await harness.run([], steps: SampleProject.steps())

        XCTAssertNotNil(read(xmlFile))
        XCTAssertNotNil(read(outputs.appendingPathComponent("index.html").path))
        XCTAssertNil(harness.read("reports/junit.xml"))
        XCTAssertNil(read(outputs.appendingPathComponent("junit.xml").path))
    }

    func test_run_underBazelShards_writesMessageStreamsThatMergeIntoTheWholeRun() async throws {
        for index in 0..<2 {
            harness.environment = bazel(shard: index, of: 2)
            harness.environment["TEST_UNDECLARED_OUTPUTS_DIR"] = outputs.appendingPathComponent("shard_\(index + 1)").path
            try FileManager.default.createDirectory(at: outputs.appendingPathComponent("shard_\(index + 1)"), withIntermediateDirectories: true)
            _ = await harness.run(["--format", "progress"], steps: SampleProject.steps())
        }
        harness.environment = [:]

        let merged = await harness.run(["merge", "--format", "message"] + (1...2).map { outputs.appendingPathComponent("shard_\($0)/messages.ndjson").path })

        XCTAssertEqual(merged.status, 1, merged.error)
        XCTAssertEqual(try merged.envelopes().startedPickleNames.sorted(), ["Eating 1", "Eating 10", "Eating 2", "Failing", "Passing"])
    }

    func test_run_withTestBridgeTestOnly_runsOnlyScenariosWhoseNameMatches() async throws {
        harness.environment = ["TESTBRIDGE_TEST_ONLY": "^Eating 1"]

        let outcome = await harness.run(["--format", "message"], steps: SampleProject.steps())

        XCTAssertEqual(try outcome.envelopes().startedPickleNames, ["Eating 1", "Eating 10"])
    }

    func test_run_withTestBridgeTestOnlyAndAName_followsTheName() async throws {
        harness.environment = ["TESTBRIDGE_TEST_ONLY": "Eating"]

        let outcome = await harness.run(["--name", "Passing", "--format", "message"], steps: SampleProject.steps())

        XCTAssertEqual(try outcome.envelopes().startedPickleNames, ["Passing"])
        XCTAssertTrue(outcome.error.contains("TESTBRIDGE_TEST_ONLY 'Eating' is not applied"), outcome.error)
    }

    func test_run_withTestBridgeTestOnlyNotARegularExpression_exitsTwoNamingTheVariable() async {
        harness.environment = ["TESTBRIDGE_TEST_ONLY": "Eating ("]

        let outcome = await harness.run(["--format", "progress"], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.contains("TESTBRIDGE_TEST_ONLY (--test_filter) is 'Eating ('"), outcome.error)
    }

    func test_run_withTestBridgeTestOnlyMatchingNothing_namesItInTheEmptySelectionLine() async {
        harness.environment = ["TESTBRIDGE_TEST_ONLY": "nothing like this"]

        let outcome = await harness.run(["--format", "progress"], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 0)
        XCTAssertTrue(outcome.error.contains("matching TESTBRIDGE_TEST_ONLY 'nothing like this'"), outcome.error)
    }

    // MARK: - Helpers

    private var outputs: URL { harness.directory.appendingPathComponent("test.outputs") }
    private var statusFile: String { harness.directory.appendingPathComponent("test.shard").path }
    private var xmlFile: String { harness.directory.appendingPathComponent("test.xml").path }

    private func bazel(shard index: Int, of total: Int) -> [String: String] {
        ["TEST_TOTAL_SHARDS": "\(total)", "TEST_SHARD_INDEX": "\(index)", "TEST_SHARD_STATUS_FILE": statusFile]
    }

    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
