@testable import BDDCommandLine
import BDDRuntime
import XCTest

final class ShardEnvironmentTests: XCTestCase {
    func test_shard_withEachCISystemsVariables_readsAOneBasedShard() throws {
        let cases: [([String: String], Int, String)] = [
            (["BDD_SHARD": "2/5"], 2, "BDD_SHARD"),
            (["TEST_SHARD_INDEX": "1", "TEST_TOTAL_SHARDS": "5"], 2, "Bazel"),
            (["CI_NODE_INDEX": "2", "CI_NODE_TOTAL": "5"], 2, "GitLab"),
            (["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "5"], 2, "CircleCI"),
            (["BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": "5"], 2, "Buildkite"),
        ]
        for (environment, index, source) in cases {
            let found = try makeSUT(environment).shard()

            XCTAssertEqual(found.shard, Shard(index: index, count: 5), source)
            XCTAssertTrue(found.source.hasPrefix(source), found.source)
        }
    }

    func test_shard_withBDDShardAndAnotherSystem_prefersBDDShard() throws {
        let found = try makeSUT(["BDD_SHARD": "3/4", "CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "2"]).shard()

        XCTAssertEqual(found.shard, Shard(index: 3, count: 4))
    }

    func test_shard_withNoVariable_throwsNamingWhatItLookedFor() {
        XCTAssertThrowsError(try makeSUT(["CI": "true"]).shard()) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("BDD_SHARD"), message)
            XCTAssertTrue(message.contains("CI_NODE_INDEX"), message)
        }
    }

    func test_shard_withAnIndexOutOfRange_throwsNamingTheVariables() {
        for environment in [["CIRCLE_NODE_INDEX": "5", "CIRCLE_NODE_TOTAL": "5"], ["BDD_SHARD": "0/3"], ["CI_NODE_INDEX": "x", "CI_NODE_TOTAL": "2"]] {
            XCTAssertThrowsError(try makeSUT(environment).shard()) { error in
                XCTAssertTrue("\(error)".contains(environment.keys.sorted().first!), "\(error)")
            }
        }
    }

    private func makeSUT(_ environment: [String: String]) -> ShardEnvironment {
        ShardEnvironment(environment: environment)
    }
}
