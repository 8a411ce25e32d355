import CucumberMessages
@testable import Formatters
import XCTest

final class RunQueryTests: XCTestCase {
    func test_stepFinishes_attemptsWhoseStepsInterleave_keepEachAttemptsStepsInOrder() {
        // Two workers' streams merged: the steps of two attempts alternate.
        let sut = makeSUT()

        for envelope in interleavedAttempts() { sut.record(envelope) }

        XCTAssertEqual(sut.stepFinishes(of: "a1").map(\.testStepId), ["s1", "s2"])
        XCTAssertEqual(sut.stepFinishes(of: "a2").map(\.testStepId), ["t1", "t2"])
        var lookup = sut.stepResults(of: started("a2", "tc2"))
        XCTAssertEqual(lookup.position(id: "t2"), 1)
        XCTAssertEqual(sut.mostSevereResult(of: started("a2", "tc2"))?.status, .failed)
        XCTAssertEqual(sut.mostSevereResult(of: started("a1", "tc1"))?.status, .passed)
    }

    func test_release_afterEachAttemptFinished_forgetsTheStepsOfBoth() {
        let sut = makeSUT()
        let finishes: [Envelope] = [
            .testCaseFinished(TestCaseFinished(testCaseStartedId: "a2", timestamp: at, willBeRetried: false)),
            .testCaseFinished(TestCaseFinished(testCaseStartedId: "a1", timestamp: at, willBeRetried: false)),
        ]

        for envelope in interleavedAttempts() + finishes {
            sut.record(envelope)
            sut.release(after: envelope)
        }

        XCTAssertTrue(sut.stepFinishes(of: "a1").isEmpty)
        XCTAssertTrue(sut.stepFinishes(of: "a2").isEmpty)
        XCTAssertTrue(sut.unfinishedTestCaseStarts.isEmpty)
    }

    func test_stepFinishes_anAttemptStartedBeforeTheLastOneFinished_staysWhole() {
        // A retry, or a worker's next test case, starts before the stream tells another attempt's last step.
        let sut = makeSUT()
        let envelopes: [Envelope] = testCases() + [
            .testCaseStarted(started("a1", "tc1")),
            finished("a1", "s1", .passed),
            .testCaseStarted(started("a2", "tc2")),
            finished("a2", "t1", .passed),
            finished("a1", "s2", .failed),
        ]

        for envelope in envelopes { sut.record(envelope) }

        XCTAssertEqual(sut.stepFinishes(of: "a1").map(\.testStepId), ["s1", "s2"])
        XCTAssertEqual(sut.stepFinishes(of: "a2").map(\.testStepId), ["t1"])
    }

    func test_place_pickleOfAnOpenDocument_isFoundInItsOwnDocument() {
        let sut = makeSUT()

        for envelope in [document("a.feature"), pickle("pa", uri: "a.feature"), document("b.feature"), pickle("pb", uri: "b.feature")] {
            sut.record(envelope)
        }

        XCTAssertEqual(sut.place(of: pickleValue("pa", uri: "a.feature"))?.feature.name, "Feature of a.feature")
        XCTAssertEqual(sut.place(of: pickleValue("pb", uri: "b.feature"))?.feature.name, "Feature of b.feature")
        XCTAssertNil(sut.place(of: pickleValue("pb", uri: "c.feature")))
    }

    func test_place_documentWhosePicklesAllFinished_isForgottenWhenTheNextDocumentComes() {
        let sut = makeSUT()
        let run: [Envelope] = [
            document("a.feature"), pickle("pa", uri: "a.feature"),
            .testCase(TestCase(id: "tc1", pickleId: "pa", testSteps: [])),
            .testCaseStarted(started("a1", "tc1")),
            .testCaseFinished(TestCaseFinished(testCaseStartedId: "a1", timestamp: at, willBeRetried: false)),
        ]
        feed(sut, run)
        XCTAssertNotNil(sut.place(of: pickleValue("pa", uri: "a.feature")), "a document stays until the next one comes")
        XCTAssertNil(sut.queried(started("a1", "tc1")), "the attempt and its test case are forgotten")

        sut.record(document("b.feature"))

        XCTAssertNil(sut.place(of: pickleValue("pa", uri: "a.feature")))
    }

    func test_place_sameFileTwiceInTheStream_findsEachPickleInTheDocumentItCameAfter() {
        let sut = makeSUT()
        let run: [Envelope] = [
            document("a.feature", feature: "First"), pickle("p1", uri: "a.feature"),
            document("a.feature", feature: "Second"), pickle("p2", uri: "a.feature"),
            .testCase(TestCase(id: "tc1", pickleId: "p1", testSteps: [])),
            .testCase(TestCase(id: "tc2", pickleId: "p2", testSteps: [])),
            .testCaseStarted(started("a1", "tc1")),
            .testCaseStarted(started("a2", "tc2")),
        ]

        for envelope in run { sut.record(envelope) }

        XCTAssertEqual(sut.place(of: pickleValue("p1", uri: "a.feature"))?.feature.name, "First")
        XCTAssertEqual(sut.place(of: pickleValue("p2", uri: "a.feature"))?.feature.name, "Second")
    }

    func test_queried_attemptUnderWay_findsItsTestCaseWithItsPicklesOrdinalAndPlace() {
        let sut = makeSUT()
        let run: [Envelope] = [
            document("a.feature"), pickle("p0", uri: "a.feature"), pickle("p1", uri: "a.feature"),
            .testCase(TestCase(id: "tc1", pickleId: "p1", testSteps: [])),
            .testCaseStarted(started("a1", "tc1")),
        ]

        for envelope in run { sut.record(envelope) }

        let queried = sut.queried(started("a1", "tc1"))
        XCTAssertEqual(queried?.testCase.id, "tc1")
        XCTAssertEqual(queried?.pickle?.pickle.id, "p1")
        XCTAssertEqual(queried?.pickle?.ordinal, 1)
        XCTAssertEqual(queried?.pickle?.place?.feature.name, "Feature of a.feature")
        XCTAssertEqual(sut.ordinal(of: started("a1", "tc1")), 1)
        XCTAssertNil(sut.queried(started("a2", "tc2")), "an attempt the stream never started")
    }

    func test_queried_testCaseToldBeforeItsPickle_findsThePickleOnceItCame() {
        let sut = makeSUT()

        for envelope in [.testCase(TestCase(id: "tc1", pickleId: "p1", testSteps: [])), pickle("p1", uri: "a.feature"), .testCaseStarted(started("a1", "tc1"))] {
            sut.record(envelope)
        }

        XCTAssertEqual(sut.pickle(of: started("a1", "tc1"))?.id, "p1")
    }

    func test_queried_attemptOfARetriedTestCase_findsTheTestCaseAgain() {
        let sut = makeSUT()
        let run: [Envelope] = [
            pickle("p1", uri: "a.feature"),
            .testCase(TestCase(id: "tc1", pickleId: "p1", testSteps: [])),
            .testCaseStarted(started("a1", "tc1")),
            .testCaseFinished(TestCaseFinished(testCaseStartedId: "a1", timestamp: at, willBeRetried: true)),
            .testCaseStarted(TestCaseStarted(attempt: 1, id: "a2", testCaseId: "tc1", timestamp: at)),
        ]

        feed(sut, run)

        XCTAssertEqual(sut.pickle(of: TestCaseStarted(attempt: 1, id: "a2", testCaseId: "tc1", timestamp: at))?.id, "p1")
    }

    // MARK: - Helpers

    private let at = Timestamp(seconds: 0, nanos: 0)

    private func makeSUT() -> RunQuery {
        RunQuery()
    }

    /// Records each envelope of `run` and releases it, as an owner does around its formatters.
    private func feed(_ sut: RunQuery, _ run: [Envelope]) {
        for envelope in run {
            sut.record(envelope)
            sut.release(after: envelope)
        }
    }

    private func testCases() -> [Envelope] {
        [
            .testCase(TestCase(id: "tc1", pickleId: "p1", testSteps: [TestStep(id: "s1", pickleStepId: "ps1"), TestStep(id: "s2", pickleStepId: "ps2")])),
            .testCase(TestCase(id: "tc2", pickleId: "p2", testSteps: [TestStep(id: "t1", pickleStepId: "pt1"), TestStep(id: "t2", pickleStepId: "pt2")])),
        ]
    }

    private func interleavedAttempts() -> [Envelope] {
        testCases() + [
            .testCaseStarted(started("a1", "tc1")),
            .testCaseStarted(started("a2", "tc2")),
            finished("a1", "s1", .passed), finished("a2", "t1", .failed),
            finished("a1", "s2", .passed), finished("a2", "t2", .skipped),
        ]
    }

    /// A document whose one scenario has the id `scenario`, its feature named after its uri unless `feature` names it.
    private func document(_ uri: String, feature name: String? = nil) -> Envelope {
        let scenario = Scenario(
            location: Location(line: 3), tags: [], keyword: "Scenario", name: "One", description: "",
            steps: [], examples: [], id: "scenario"
        )
        let feature = Feature(
            location: Location(line: 1), tags: [], language: "en", keyword: "Feature", name: name ?? "Feature of \(uri)",
            description: "", children: [.scenario(scenario)]
        )
        return .gherkinDocument(GherkinDocument(uri: uri, feature: feature, comments: []))
    }

    private func pickleValue(_ id: String, uri: String) -> Pickle {
        Pickle(id: id, uri: uri, name: "One", language: "en", steps: [], tags: [], astNodeIds: ["scenario"])
    }

    private func pickle(_ id: String, uri: String) -> Envelope {
        .pickle(pickleValue(id, uri: uri))
    }

    private func started(_ id: String, _ testCaseId: String) -> TestCaseStarted {
        TestCaseStarted(attempt: 0, id: id, testCaseId: testCaseId, timestamp: at)
    }

    private func finished(_ startedId: String, _ stepId: String, _ status: TestStepResultStatus) -> Envelope {
        .testStepFinished(TestStepFinished(
            testCaseStartedId: startedId, testStepId: stepId,
            testStepResult: TestStepResult(duration: Duration(seconds: 0, nanos: 0), status: status),
            timestamp: at
        ))
    }
}
