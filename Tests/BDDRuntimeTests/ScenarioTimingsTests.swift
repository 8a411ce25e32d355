import BDDRuntime
import Foundation
import XCTest

final class ScenarioTimingsTests: XCTestCase {
    func test_read_ofAStreamWithARetry_givesEachScenarioItsLastAttemptsDuration() throws {
        let path = try write([
            #"{"pickle":{"astNodeIds":["1"],"id":"p1","language":"en","name":"same","steps":[],"tags":[],"uri":"a.feature"}}"#,
            #"{"pickle":{"astNodeIds":["2"],"id":"p2","language":"en","name":"same","steps":[],"tags":[],"uri":"a.feature"}}"#,
            #"{"testCase":{"id":"t1","pickleId":"p1","testSteps":[]}}"#,
            #"{"testCase":{"id":"t2","pickleId":"p2","testSteps":[]}}"#,
            #"{"testCaseStarted":{"attempt":0,"id":"s1","testCaseId":"t1","timestamp":{"nanos":0,"seconds":10}}}"#,
            #"{"testCaseFinished":{"testCaseStartedId":"s1","timestamp":{"nanos":0,"seconds":19},"willBeRetried":true}}"#,
            #"{"testCaseStarted":{"attempt":1,"id":"s2","testCaseId":"t1","timestamp":{"nanos":0,"seconds":20}}}"#,
            #"{"testCaseFinished":{"testCaseStartedId":"s2","timestamp":{"nanos":500000000,"seconds":21},"willBeRetried":false}}"#,
            #"{"testCaseStarted":{"attempt":0,"id":"s3","testCaseId":"t2","timestamp":{"nanos":0,"seconds":30}}}"#,
            #"{"testCaseFinished":{"testCaseStartedId":"s3","timestamp":{"nanos":250000000,"seconds":30},"willBeRetried":false}}"#,
        ])

        let sut = try ScenarioTimings.read(path: path)

        XCTAssertEqual(sut.durations, [
            ScenarioKey(uri: "a.feature", name: "same", rank: 0): 1.5,
            ScenarioKey(uri: "a.feature", name: "same", rank: 1): 0.25,
        ])
    }

    func test_weights_ofScenariosWithAndWithoutDurations_givesTheUnknownOnesTheMean() {
        let known = ScenarioKey(uri: "a.feature", name: "known", rank: 0)
        let other = ScenarioKey(uri: "a.feature", name: "other", rank: 0)
        let new = ScenarioKey(uri: "b.feature", name: "new", rank: 0)
        let sut = ScenarioTimings(durations: [known: 1, other: 3])

        XCTAssertEqual(sut.weights(for: [known, other, new]), [1, 3, 2], "the mean of the selected scenarios recorded")
        XCTAssertEqual(ScenarioTimings(durations: [:]).weights(for: [new]), [1])
    }

    func test_read_ofAnEmptyOrMalformedStream_throwsNamingTheFileAndLine() throws {
        let empty = try write([])
        let malformed = try write([#"{"testCase":{"id":"t1","pickleId":"p1","testSteps":[}}"#])

        XCTAssertThrowsError(try ScenarioTimings.read(path: empty)) { XCTAssertTrue("\($0)".hasSuffix("the file is empty"), "\($0)") }
        XCTAssertThrowsError(try ScenarioTimings.read(path: malformed)) { XCTAssertTrue("\($0)".contains("\(malformed), line 1: "), "\($0)") }
    }

    private func write(_ lines: [String]) throws -> String {
        let path = NSTemporaryDirectory() + "timings-\(UUID().uuidString).ndjson"
        try lines.map { $0 + "\n" }.joined().write(toFile: path, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }
}
