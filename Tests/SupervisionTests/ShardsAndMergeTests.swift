import CucumberMessages
import Foundation
import TestSupport
import XCTest

/// A suite run on one machine, and run as N shard processes then merged, tells the same story: the same JUnit
/// (times aside), the same status per scenario, one valid stream. Streams that cannot make one run are refused by
/// name. The commands are the README's recipes: `--shard auto` with `BDD_SHARD`, `--timings` from the last merge.
final class ShardsAndMergeTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func test_merge_ofOneTwoThreeAndSevenShards_writesTheSingleMachineJUnitAndStatuses() throws {
        try writeSuite()
        let single = try SupervisedRun.run(Self.suite + ["--format", "junit:single/junit.xml", "--format", "message:single/messages.ndjson"], in: folder.path)
        XCTAssertEqual(single.status, 1, single.error)
        let singleStatuses = try statuses(in: "single/messages.ndjson")
        XCTAssertEqual(singleStatuses.count, 15)

        for total in [1, 2, 3, 7] {
            var ran = 0
            for index in 1...total {
                let shard = try SupervisedRun.run(
                    Self.suite + ["--shard", "auto", "--format", "message:shards-\(total)/\(index).ndjson"],
                    in: folder.path, environment: ["BDD_SHARD": "\(index)/\(total)"]
                )
                XCTAssertTrue(shard.error.contains("Running shard \(index)/\(total) (from BDD_SHARD)"), shard.error)
                ran += try testCaseCount(in: "shards-\(total)/\(index).ndjson")
            }
            XCTAssertEqual(ran, 15, "\(total) shards ran each scenario once")

            let merge = try SupervisedRun.run(["merge", "shards-\(total)", "--format", "junit:merged-\(total)/junit.xml", "--format", "message:merged-\(total)/messages.ndjson"], in: folder.path)

            XCTAssertEqual(merge.status, 1, "the merged run failed as the single one did: \(merge.error)")
            XCTAssertEqual(withoutTimes(folder.contents(of: "merged-\(total)/junit.xml")), withoutTimes(folder.contents(of: "single/junit.xml")), "\(total) shards")
            XCTAssertEqual(try statuses(in: "merged-\(total)/messages.ndjson"), singleStatuses, "\(total) shards")
            try assertOneValidRun(in: "merged-\(total)/messages.ndjson")
        }
    }

    func test_run_withTimingsOfAMergedRun_balancesAndStillCoversEveryScenario() throws {
        try writeSuite()
        for index in 1...2 {
            _ = try SupervisedRun.run(Self.suite + ["--shard", "\(index)/2", "--format", "message:first/\(index).ndjson"], in: folder.path)
        }
        XCTAssertEqual(try SupervisedRun.run(["merge", "first", "--format", "message:timings.ndjson"], in: folder.path).status, 1)

        var ran = 0
        for index in 1...2 {
            let shard = try SupervisedRun.run(Self.suite + ["--shard", "\(index)/2", "--timings", "timings.ndjson", "--format", "message:second/\(index).ndjson"], in: folder.path)
            XCTAssertFalse(shard.error.contains("No timings"), shard.error)
            ran += try testCaseCount(in: "second/\(index).ndjson")
        }
        let merge = try SupervisedRun.run(["merge", "second", "--format", "junit:second.xml"], in: folder.path)

        XCTAssertEqual(ran, 15)
        XCTAssertEqual(merge.status, 1, merge.error)
        XCTAssertEqual(withoutTimes(folder.contents(of: "second.xml")), withoutTimes(try singleJUnit()))
    }

    func test_merge_ofStreamsThatMakeNoOneRun_refusesNamingTheShardOrFile() throws {
        try writeSuite()
        for index in 1...3 {
            _ = try SupervisedRun.run(Self.suite + ["--shard", "\(index)/3", "--format", "message:s\(index).ndjson"], in: folder.path)
        }
        _ = try SupervisedRun.run(Self.suite + ["--shard", "2/3", "--tags", "not @serial", "--format", "message:other-plan.ndjson"], in: folder.path)
        _ = try SupervisedRun.run(Self.suite + ["--format", "message:plain.ndjson"], in: folder.path)
        let whole = try XCTUnwrap(folder.contents(of: "s2.ndjson"))
        try folder.write("cut.ndjson", String(whole.prefix(whole.utf8.count * 2 / 3)))
        try folder.write("empty.ndjson", "")
        var lines = whole.components(separatedBy: "\n")
        let middle = lines.count / 2
        lines[middle] = "{\"testStepFinished\": not json}"
        try folder.write("garbled.ndjson", lines.joined(separator: "\n"))
        // JSON throughout, so the first pass takes it, but the last file's document does not decode.
        var planLines = try XCTUnwrap(folder.contents(of: "s1.ndjson")).components(separatedBy: "\n")
        let lastDocument = try XCTUnwrap(planLines.lastIndex { $0.hasPrefix(#"{"gherkinDocument""#) })
        planLines[lastDocument] = planLines[lastDocument].replacingOccurrences(of: #""language":"en""#, with: #""language":5"#)
        try folder.write("undecodable.ndjson", planLines.joined(separator: "\n"))

        let cases: [([String], String)] = [
            (["s1.ndjson", "s3.ndjson"], "shard 2/3 is missing: its"),
            (["s1.ndjson", "s2.ndjson", "s2.ndjson", "s3.ndjson"], "shard 2/3 is given twice"),
            (["s1.ndjson", "other-plan.ndjson", "s3.ndjson"], "disagree on the plan"),
            (["s1.ndjson", "plain.ndjson", "s3.ndjson"], "plain.ndjson is not a shard's stream"),
            (["s1.ndjson", "cut.ndjson", "s3.ndjson"], "cut.ndjson ends in the middle of line"),
            (["s1.ndjson", "empty.ndjson"], "empty.ndjson is empty"),
            (["s1.ndjson", "garbled.ndjson", "s3.ndjson"], "garbled.ndjson, line \(middle + 1): not a Cucumber Messages envelope"),
        ]
        for (streams, expected) in cases {
            let merge = try SupervisedRun.run(["merge", "--format", "junit:refused.xml"] + streams, in: folder.path)

            XCTAssertEqual(merge.status, 2, "\(streams)")
            XCTAssertTrue(merge.error.contains(expected), "\(streams): \(merge.error)")
            XCTAssertNil(folder.contents(of: "refused.xml"), "no report for \(streams)")
        }
        let undecodable = try SupervisedRun.run(["merge", "--format", "junit:undecodable.xml", "undecodable.ndjson", "s2.ndjson", "s3.ndjson"], in: folder.path)

        XCTAssertEqual(undecodable.status, 2)
        XCTAssertTrue(undecodable.error.contains("undecodable.ndjson, at byte"), undecodable.error)
        XCTAssertTrue(folder.contents(of: "undecodable.xml")?.contains("RunNotFinished") ?? true, "a report says the merge did not finish")
    }

    func test_merge_withAllowMissing_reportsTheMissingShardsScenariosAsNotRun() throws {
        try writeSuite()
        for index in [1, 3] {
            _ = try SupervisedRun.run(Self.suite + ["--shard", "\(index)/3", "--format", "message:s\(index).ndjson"], in: folder.path)
        }
        _ = try SupervisedRun.run(Self.suite + ["--shard", "2/3", "--format", "message:/dev/null", "--format", "junit:s2.xml"], in: folder.path)
        let missing = try XCTUnwrap(folder.contents(of: "s2.xml")).components(separatedBy: "<testcase ").count - 1

        let merge = try SupervisedRun.run(["merge", "s1.ndjson", "s3.ndjson", "--allow-missing", "--format", "junit:merged.xml"], in: folder.path)

        let junit = try XCTUnwrap(folder.contents(of: "merged.xml"))
        XCTAssertEqual(merge.status, 1)
        XCTAssertTrue(merge.error.contains("Merging without shard 2/3"), merge.error)
        XCTAssertEqual(junit.components(separatedBy: "<testcase ").count - 1, 15)
        XCTAssertEqual(junit.components(separatedBy: "This scenario did not run: shard 2/3 is missing").count - 1, missing)
    }

    func test_merge_withAShardWhoseBeforeAllFailed_writesWhatTheOthersRanAndFails() throws {
        try writeSuite()
        var others = 0
        for index in 1...3 {
            let environment = index == 1 ? ["FIXTURE_FAILING_BEFORE_ALL": "1"] : [:]
            _ = try SupervisedRun.run(Self.suite + ["--shard", "\(index)/3", "--format", "message:s\(index).ndjson"], in: folder.path, environment: environment)
            if index > 1 { others += try testCaseCount(in: "s\(index).ndjson") }
        }

        let merge = try SupervisedRun.run(["merge", "s1.ndjson", "s2.ndjson", "s3.ndjson", "--format", "junit:merged.xml", "--format", "message:merged.ndjson"], in: folder.path)

        XCTAssertEqual(merge.status, 1, merge.error)
        XCTAssertEqual(try testCaseCount(in: "s1.ndjson"), 0, "its BeforeAll failed, so it ran nothing")
        XCTAssertEqual(try XCTUnwrap(folder.contents(of: "merged.xml")).components(separatedBy: "<testcase ").count - 1, others)
        let finished = try envelopes(in: "merged.ndjson").compactMap { if case .testRunFinished(let finished) = $0 { finished } else { nil } }
        XCTAssertEqual(finished.map(\.success), [false])
    }

    func test_run_aShardWithNothingToRun_passesWithEmptyReportsAndMerges() throws {
        try folder.write("one.feature", "Feature: One\n  Scenario: only\n    Given a step that passes\n")
        var statuses: [Int32] = []
        var messages: [String] = []
        for index in 1...2 {
            let shard = try SupervisedRun.run(["one.feature", "--shard", "\(index)/2", "--format", "message:s/\(index).ndjson", "--format", "junit:s/\(index).xml"], in: folder.path)
            statuses.append(shard.status)
            messages.append(shard.error)
        }
        let merge = try SupervisedRun.run(["merge", "s", "--format", "junit:merged.xml"], in: folder.path)

        XCTAssertEqual(statuses, [0, 0])
        XCTAssertEqual(messages.filter { $0.contains("has none of the 1 selected scenarios") }.count, 1, "\(messages)")
        XCTAssertEqual(merge.status, 0, merge.error)
        XCTAssertTrue(folder.contents(of: "merged.xml")?.contains("tests=\"1\"") == true)
    }

    func test_readmeRecipe_shardsThenMergeTwice_writesTheSingleRunsJUnitWithTheTimingsOfTheFirst() throws {
        try writeSuite(in: "Features/")
        let (shardCommand, mergeCommand) = try readmeGitHubCommands()
        let single = try SupervisedRun.run(["Features/", "--format", "junit:single.xml"], in: folder.path)

        for round in 1...2 {
            for index in 1...4 {
                let arguments = shardCommand.map { $0.replacingOccurrences(of: "<shard>", with: "\(index)") }
                let shard = try SupervisedRun.run(arguments, in: folder.path, environment: ["BDD_SHARD": "\(index)/4"])
                XCTAssertEqual(shard.error.contains("No timings at timings/messages.ndjson yet"), round == 1, shard.error)
            }
            let merge = try SupervisedRun.run(mergeCommand, in: folder.path)

            XCTAssertEqual(merge.status, single.status, merge.error)
            XCTAssertEqual(withoutTimes(folder.contents(of: "reports/junit.xml")), withoutTimes(folder.contents(of: "single.xml")), "round \(round)")
            XCTAssertNotNil(folder.contents(of: "reports/index.html"))
            try FileManager.default.removeItem(atPath: folder.file("shards"))
        }
    }

    // MARK: - Helpers

    /// The shard and merge commands of Documentation/CI.md's GitHub Actions recipe, without `swift run bdd`; the shard's
    /// index is `<shard>`.
    private func readmeGitHubCommands() throws -> (shard: [String], merge: [String]) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("Documentation/CI.md"), encoding: .utf8)
        let recipe = try XCTUnwrap(readme.components(separatedBy: "\nGitHub Actions").dropFirst().first)
        let commands = recipe.components(separatedBy: "\n").compactMap { line -> [String]? in
            guard let range = line.range(of: "- run: swift run bdd ") else { return nil }
            // The matrix's expression holds spaces: it becomes one word before the line is split into arguments.
            return line[range.upperBound...].replacingOccurrences(of: "${{ matrix.shard }}", with: "<shard>").split(separator: " ").map(String.init)
        }
        XCTAssertEqual(commands.count, 2, "the recipe runs the shards and the merge")
        return (try XCTUnwrap(commands.first), try XCTUnwrap(commands.dropFirst().first))
    }

    private static let suite = ["a.feature", "b.feature", "c.feature", "--retry", "1", "--parallel", "2"]

    /// 15 scenarios: passing, one failing, an outline, a retried one, attachments, two @serial, a BeforeAll hook
    /// (the fixture's) that logs.
    private func writeSuite(in subfolder: String = "") throws {
        try folder.write(subfolder + "a.feature", """
        Feature: A
          Scenario: a1
            Given a step that passes
          Scenario: a2 fails
            Given a step that fails
            And a step that passes
          Scenario Outline: a3 row <n>
            Given a step that attaches "<n>"
            Examples:
              | n |
              | 1 |
              | 2 |
              | 3 |
              | 4 |
        """)
        try folder.write(subfolder + "b.feature", """
        Feature: B
          Scenario: b1 retried
            Given a step that passes on its second attempt
          @serial
          Scenario: b2 serial
            Given a step that passes
          @serial
          Scenario: b3 serial
            Given a step that attaches "serial"
          Scenario: b4
            Given a step that passes
        """)
        try folder.write(subfolder + "c.feature", """
        Feature: C
          Scenario: c1
            Given a step that passes
          Scenario: c1
            Given a step that attaches "same name"
          Scenario: c3
            Given a step that passes
          Scenario: c4
            Given a step that passes
          Scenario: c5
            Given a step that passes
        """)
    }

    private func singleJUnit() throws -> String? {
        _ = try SupervisedRun.run(Self.suite + ["--format", "junit:single.xml"], in: folder.path)
        return folder.contents(of: "single.xml")
    }

    private func envelopes(in path: String) throws -> [Envelope] {
        try MessageDecoder().envelopes(from: try XCTUnwrap(folder.contents(of: path), path))
    }

    private func testCaseCount(in path: String) throws -> Int {
        try envelopes(in: path).filter { if case .testCase = $0 { true } else { false } }.count
    }

    /// The status of each scenario's last attempt, by `uri` and name (and rank, for names used twice).
    private func statuses(in path: String) throws -> [String: String] {
        let envelopes = try envelopes(in: path)
        var names: [String: String] = [:]
        var seen: [String: Int] = [:]
        var pickleOfTestCase: [String: String] = [:]
        var testCaseOfAttempt: [String: String] = [:]
        var worst: [String: TestStepResultStatus] = [:]
        var result: [String: String] = [:]
        for envelope in envelopes {
            switch envelope {
            case .pickle(let pickle):
                let key = "\(pickle.uri) \(pickle.name)"
                seen[key, default: 0] += 1
                names[pickle.id] = "\(key) #\(seen[key]!)"
            case .testCase(let testCase): pickleOfTestCase[testCase.id] = testCase.pickleId
            case .testCaseStarted(let started): testCaseOfAttempt[started.id] = started.testCaseId
            case .testStepFinished(let finished):
                let status = finished.testStepResult.status
                if status != .passed { worst[finished.testCaseStartedId] = worst[finished.testCaseStartedId] ?? status }
            case .testCaseFinished(let finished) where !finished.willBeRetried:
                guard let testCase = testCaseOfAttempt[finished.testCaseStartedId], let pickle = pickleOfTestCase[testCase], let name = names[pickle] else { continue }
                result[name] = "\(worst[finished.testCaseStartedId] ?? .passed)"
            default: break
            }
        }
        return result
    }

    private func assertOneValidRun(in path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let envelopes = try envelopes(in: path)
        let kinds = envelopes.map { "\($0)".prefix { $0 != "(" } }
        XCTAssertEqual(kinds.filter { $0 == "meta" }.count, 1, file: file, line: line)
        XCTAssertEqual(kinds.filter { $0 == "testRunStarted" }.count, 1, file: file, line: line)
        XCTAssertEqual(kinds.filter { $0 == "testRunFinished" }.count, 1, file: file, line: line)
        XCTAssertEqual(kinds.filter { $0 == "pickle" }.count, 15, "each pickle once", file: file, line: line)
        XCTAssertEqual(kinds.filter { $0 == "source" }.count, 3, "each file once", file: file, line: line)
        var ids: [String] = []
        var runIds: Set<String> = []
        for envelope in envelopes {
            switch envelope {
            case .testRunStarted(let started): runIds.insert(started.id ?? "")
            case .testCase(let testCase):
                ids.append(testCase.id)
                ids += testCase.testSteps.map(\.id)
                runIds.insert(testCase.testRunStartedId ?? "")
            case .testCaseStarted(let started): ids.append(started.id)
            case .pickle(let pickle): ids.append(pickle.id)
            case .attachment(let attachment):
                XCTAssertNotEqual(attachment.mediaType, "application/vnd.bdd.shard+json", "no shard manifest in a merged run", file: file, line: line)
            default: break
            }
        }
        XCTAssertEqual(Set(ids).count, ids.count, "ids unique across shards", file: file, line: line)
        XCTAssertEqual(runIds.count, 1, "every test case names the one run", file: file, line: line)
    }

    private func withoutTimes(_ xml: String?) -> String? {
        xml?.replacingOccurrences(of: #" (time|timestamp)="[^"]*""#, with: "", options: .regularExpression)
    }
}
