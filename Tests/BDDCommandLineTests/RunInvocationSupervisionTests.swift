@testable import BDDCommandLine
import BDDRuntime
import XCTest

final class RunInvocationSupervisionTests: XCTestCase {
    func test_init_withNoSupervisionOptions_runsOneSupervisedWorkerWithTheDefaultTimeout() throws {
        let sut = try RunInvocation(arguments: [])

        XCTAssertEqual(sut.parallel, 1)
        XCTAssertNil(sut.shard)
        XCTAssertNil(sut.stepTimeout)
        XCTAssertFalse(sut.inProcess)
    }

    func test_init_parallelShardTimeoutAndInProcess_readsEach() throws {
        let sut = try RunInvocation(arguments: ["--parallel", "4", "--shard=2/3", "--step-timeout", "1.5", "--in-process"])

        XCTAssertEqual(sut.parallel, 4)
        XCTAssertEqual(sut.shard, Shard(index: 2, count: 3).map(ShardRequest.given))
        XCTAssertEqual(sut.stepTimeout, 1.5)
        XCTAssertTrue(sut.inProcess)
    }

    func test_init_withParallelAuto_leavesTheCountToTheCores() throws {
        XCTAssertNil(try RunInvocation(arguments: ["--parallel", "auto"]).parallel)
    }

    func test_init_withBadSupervisionValues_throwsNamingEachOption() {
        for (arguments, option) in [
            (["--parallel", "0"], "--parallel"), (["--parallel", "many"], "--parallel"),
            (["--shard", "4/3"], "--shard"), (["--shard", "0/3"], "--shard"), (["--shard", "1"], "--shard"),
            (["--step-timeout", "-1"], "--step-timeout"), (["--step-timeout", "soon"], "--step-timeout"),
        ] {
            XCTAssertThrowsError(try RunInvocation(arguments: arguments), "\(arguments)") { error in
                guard case .invalidValue(let named, _, _) = error as? CommandLineError else { return XCTFail("\(error)") }
                XCTAssertEqual(named, option)
            }
        }
    }

    func test_init_withShardAutoAndTimings_readsBoth() throws {
        let sut = try RunInvocation(arguments: ["--shard", "auto", "--timings", "reports/messages.ndjson"])

        XCTAssertEqual(sut.shard, .auto)
        XCTAssertEqual(sut.timingsPath, "reports/messages.ndjson")
    }
}
