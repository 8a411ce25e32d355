import BDDRuntime
import Foundation
import Reports

/// What `bazel test` tells `bdd` through the variables of Bazel's Test Encyclopedia: its shard
/// (`TEST_TOTAL_SHARDS`, `TEST_SHARD_INDEX` from 0, acknowledged by touching `TEST_SHARD_STATUS_FILE`), where
/// its JUnit report and other outputs go (`XML_OUTPUT_FILE`, `TEST_UNDECLARED_OUTPUTS_DIR`) and `--test_filter`
/// (`TESTBRIDGE_TEST_ONLY`). Each variable is read on its own; explicit options win (see `RunCommand`).
struct BazelEnvironment {
    static let messagesFileName = "messages.ndjson"

    let environment: [String: String]

    /// Whether Bazel asks this test to run one of several shards.
    var isSharded: Bool { value("TEST_TOTAL_SHARDS") != nil }

    /// `bazel test --test_filter`, read as a `--name` pattern.
    var testFilter: String? { value("TESTBRIDGE_TEST_ONLY") }

    /// Bazel's shard, 1-based as `--shard` counts; nil when the test is not sharded.
    func shard() throws(RunCommandError) -> ShardEnvironment.Found? {
        guard let totalText = value("TEST_TOTAL_SHARDS") else { return nil }
        guard let total = Int(totalText), total >= 1 else {
            throw RunCommandError("Bazel's TEST_TOTAL_SHARDS is '\(totalText)', expected a number of shards from 1")
        }
        guard let indexText = value("TEST_SHARD_INDEX") else {
            throw RunCommandError("Bazel's TEST_TOTAL_SHARDS is \(total) but TEST_SHARD_INDEX is not set")
        }
        guard let index = Int(indexText), index >= 0, index < total, let shard = Shard(index: index + 1, count: total) else {
            throw RunCommandError("Bazel's TEST_SHARD_INDEX is '\(indexText)', expected 0 to \(total - 1) (TEST_TOTAL_SHARDS is \(total), shards count from 0)")
        }
        return ShardEnvironment.Found(
            shard: shard, source: "Bazel: TEST_SHARD_INDEX=\(index) and TEST_TOTAL_SHARDS=\(total)", followsBazel: true
        )
    }

    /// Tells Bazel that this test shards, by touching `TEST_SHARD_STATUS_FILE`; without it Bazel takes every
    /// shard to have run the whole suite (or, with `--incompatible_check_sharding_support`, fails the test).
    func acknowledgeSharding() throws(RunCommandError) {
        guard let path = value("TEST_SHARD_STATUS_FILE") else { return }
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw RunCommandError("Bazel's TEST_SHARD_STATUS_FILE '\(path)' could not be written")
        }
    }

    /// The run's reports under Bazel: those asked for (or, when none is, the defaults with their files moved where
    /// Bazel keeps a test's outputs), plus JUnit to `XML_OUTPUT_FILE` and the message stream to
    /// `TEST_UNDECLARED_OUTPUTS_DIR/messages.ndjson`, which `bdd merge` joins.
    func reports(_ asked: [FormatSpecification], defaulted: Bool, directory: String) -> [FormatSpecification] {
        let outputs = value("TEST_UNDECLARED_OUTPUTS_DIR")
        var reports = asked
        if defaulted, let outputs {
            reports = asked.map { report in
                guard let path = report.path, !path.hasPrefix("/") else { return report }
                return FormatSpecification(name: report.name, path: outputs + "/" + (path as NSString).lastPathComponent)
            }
        }
        if let file = value("XML_OUTPUT_FILE") {
            reports = reports.filter { !($0.name == "junit" && defaulted) }
            reports.append(FormatSpecification(name: "junit", path: file))
        }
        if let outputs { reports.append(FormatSpecification(name: "message", path: outputs + "/" + Self.messagesFileName)) }
        return Self.withoutRepeats(reports, directory: directory)
    }

    /// One report per file: a `--format` that already names a file Bazel's variables name is kept once.
    private static func withoutRepeats(_ reports: [FormatSpecification], directory: String) -> [FormatSpecification] {
        var seen: Set<String> = []
        return reports.filter { report in
            guard let path = report.path else { return true }
            return seen.insert(report.name + ":" + (path.hasPrefix("/") ? path : directory + "/" + path)).inserted
        }
    }

    /// Bazel sets a variable it has nothing for to nothing or leaves it out: both mean unset.
    private func value(_ name: String) -> String? {
        guard let value = environment[name], !value.isEmpty else { return nil }
        return value
    }
}
