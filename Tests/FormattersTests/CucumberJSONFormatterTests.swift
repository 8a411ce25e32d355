import CucumberMessages
@testable import Formatters
import Foundation
import XCTest

final class CucumberJSONFormatterTests: XCTestCase {
    func test_record_featuresCompleteBeforeTheRunEnds_writesNothingUntilTheRunEndsThenAllInURIOrder() throws {
        var (sut, spy) = makeSUT()
        var stream = StreamBuilder()
        for name in ["a", "c"] {
            stream.append(contentsOf: oneScenarioFeature(name))
            stream.runTestCase("\(name)-run", testCaseId: "\(name)-tc", steps: [("\(name)-ts", .passed)])
        }
        for envelope in stream.envelopes { sut.record(envelope) }
        let beforeTheEnd = spy.text
        stream = StreamBuilder()
        // Still open when the run ends, it goes between the two rendered before it.
        stream.append(contentsOf: oneScenarioFeature("b"))
        stream.runTestCase("b-run", testCaseId: "b-tc", steps: [("b-ts", .failed)])

        for envelope in stream.envelopes { sut.record(envelope) }
        sut.finish()

        XCTAssertEqual(beforeTheEnd, "")
        let features = try report(spy.text)
        XCTAssertEqual(features.compactMap { $0["uri"] as? String }, ["a.feature", "b.feature", "c.feature"])
        let ids = features.map { ($0["elements"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        XCTAssertEqual(ids, [["a;one"], ["b;one"], ["c;one"]])
    }

    func test_finish_laterFeatureFinishedFirst_writesBothInURIOrder() throws {
        let (sut, spy) = makeSUT()
        var stream = StreamBuilder()
        stream.append(contentsOf: oneScenarioFeature("b") + oneScenarioFeature("a"))
        stream.runTestCase("a-run", testCaseId: "a-tc", steps: [("a-ts", .passed)])
        stream.runTestCase("b-run", testCaseId: "b-tc", steps: [("b-ts", .passed)])

        run(sut, stream.envelopes)

        XCTAssertEqual(try featureURIs(spy.text), ["a.feature", "b.feature"])
    }

    func test_finish_urisBeyondTheBasicPlane_sortsThemAsJavaComparesStrings() throws {
        // U+1F600 is the UTF-16 pair D83D DE00, which Java sorts before U+FF61; by scalar it comes after.
        let (sut, spy) = makeSUT()
        var stream = StreamBuilder()
        for name in ["\u{FF61}", "\u{1F600}", "z"] {
            stream.append(contentsOf: oneScenarioFeature(name))
            stream.runTestCase("\(name)-run", testCaseId: "\(name)-tc", steps: [("\(name)-ts", .passed)])
        }

        run(sut, stream.envelopes)

        XCTAssertEqual(try featureURIs(spy.text), ["z.feature", "\u{1F600}.feature", "\u{FF61}.feature"])
    }

    func test_finish_manyFeaturesInReverseURIOrderPastTheMemoryLimit_writesThemInURIOrderAsInMemory() throws {
        let inMemory = WriteSpy()
        let spilled = WriteSpy()
        var stream = StreamBuilder()
        let names = (0..<300).map { String(format: "f%03d", $0) }
        for name in names.reversed() {
            stream.append(contentsOf: oneScenarioFeature(name))
            stream.runTestCase("\(name)-run", testCaseId: "\(name)-tc", steps: [("\(name)-ts", .passed)])
        }
        // 64 bytes is less than any feature: every feature but the newest goes to the temporary file.
        run(CucumberJSONFormatter(options: FormatterOptions(), memoryLimit: 1 << 30, writeBytes: inMemory.writeBytes), stream.envelopes)
        run(CucumberJSONFormatter(options: FormatterOptions(), memoryLimit: 64, writeBytes: spilled.writeBytes), stream.envelopes)

        XCTAssertEqual(try featureURIs(spilled.text), names.map { "\($0).feature" })
        XCTAssertEqual(spilled.text, inMemory.text)
    }

    func test_finish_featuresAfterOthersWereWritten_eachHoldsOnlyItsOwnScenario() throws {
        let (sut, spy) = makeSUT()
        var stream = StreamBuilder()
        for name in ["a", "b", "c"] {
            stream.append(contentsOf: oneScenarioFeature(name))
            stream.runTestCase("\(name)-run", testCaseId: "\(name)-tc", steps: [("\(name)-ts", name == "b" ? .failed : .passed)])
        }

        run(sut, stream.envelopes)

        let features = try report(spy.text)
        XCTAssertEqual(features.compactMap { $0["uri"] as? String }, ["a.feature", "b.feature", "c.feature"])
        let ids = features.map { ($0["elements"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        XCTAssertEqual(ids, [["a;one"], ["b;one"], ["c;one"]])
    }

    func test_finish_retriedScenario_writesOnlyTheLastAttempt() throws {
        let (sut, spy) = makeSUT()
        var stream = StreamBuilder()
        stream.append(contentsOf: oneScenarioFeature("a"))
        stream.runTestCase("first", testCaseId: "a-tc", steps: [("a-ts", .failed)], willBeRetried: true)
        stream.runTestCase("second", testCaseId: "a-tc", attempt: 1, steps: [("a-ts", .passed)])

        run(sut, stream.envelopes)

        let elements = try XCTUnwrap(try report(spy.text).first?["elements"] as? [[String: Any]])
        XCTAssertEqual(elements.count, 1)
        let step = try XCTUnwrap((elements[0]["steps"] as? [[String: Any]])?.first)
        XCTAssertEqual((step["result"] as? [String: Any])?["status"] as? String, "passed")
    }

    func test_finish_javaMethodDefinitionAndLambdaHook_writesWhereJavaDeclaredThem() throws {
        let (sut, spy) = makeSUT()
        var stream = StreamBuilder()
        stream.append(contentsOf: oneScenarioFeature("a", hookId: "hook", definition: SourceReference(
            javaMethod: JavaMethod(className: "steps.Cukes", methodName: "have", methodParameterTypes: ["int", "java.lang.String"])
        )))
        stream.append(.hook(Hook(id: "hook", sourceReference: SourceReference(
            location: Location(line: 15),
            javaStackTraceElement: JavaStackTraceElement(className: "steps.Hooks", fileName: "Hooks.java", methodName: "<init>")
        ), type: .afterTestCase)))
        stream.runTestCase("a-run", testCaseId: "a-tc", steps: [("a-ts", .passed), ("a-hook", .passed)])

        run(sut, stream.envelopes)

        let element = try XCTUnwrap((try report(spy.text).first?["elements"] as? [[String: Any]])?.first)
        let step = try XCTUnwrap((element["steps"] as? [[String: Any]])?.first)
        let hook = try XCTUnwrap((element["after"] as? [[String: Any]])?.first)
        XCTAssertEqual((step["match"] as? [String: Any])?["location"] as? String, "steps.Cukes#have(int,java.lang.String)")
        XCTAssertEqual((hook["match"] as? [String: Any])?["location"] as? String, "steps.Hooks#<init>(Hooks.java:15)")
    }

    func test_finish_scenarioOfAnOutlineInARule_writesItsRowLineAndFullId() throws {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes)

        let feature = try XCTUnwrap(try report(spy.text).first)
        let outline = try XCTUnwrap((feature["elements"] as? [[String: Any]])?.last)
        XCTAssertEqual(outline["id"] as? String, "login;lockout;<attempts>-failures-lock-the-account;limits;2")
        XCTAssertEqual(outline["line"] as? Int, 28)
        XCTAssertEqual(outline["name"] as? String, "3 failures lock the account")
        XCTAssertEqual((feature["tags"] as? [[String: Any]])?.first?["type"] as? String, "Tag")
    }

    func test_finish_noTestCaseRan_writesAnEmptyReport() throws {
        let (sut, spy) = makeSUT()
        var stream = StreamBuilder()
        stream.append(contentsOf: oneScenarioFeature("a"))
        stream.append(.testRunFinished(TestRunFinished(success: true, timestamp: stream.now)))

        run(sut, stream.envelopes)

        XCTAssertEqual(try report(spy.text).count, 0)
    }

    func test_unfinishedReport_runStillGoing_isOneFailedScenarioNamingTheRun() throws {
        let (sut, _) = makeSUT()

        let text = sut.unfinishedReport(startedAt: Timestamp(seconds: 0, nanos: 0))

        let element = try XCTUnwrap((try report(text).first?["elements"] as? [[String: Any]])?.first)
        let result = try XCTUnwrap(((element["steps"] as? [[String: Any]])?.first)?["result"] as? [String: Any])
        XCTAssertEqual(element["name"] as? String, "The run started at 1970-01-01T00:00:00Z")
        XCTAssertEqual(result["status"] as? String, "failed")
    }

    func test_finish_hookAttachmentsAndStepHookLog_areEmbeddingsOfTheHookAndOutputOfTheStep() throws {
        let (sut, spy) = makeSUT()

        run(sut, HookAttachmentsRun.envelopes)

        let element = try XCTUnwrap((try report(spy.text).first?["elements"] as? [[String: Any]])?.first)
        let step = try XCTUnwrap((element["steps"] as? [[String: Any]])?.first)
        XCTAssertEqual(step["output"] as? [String], [HookAttachmentsRun.stepHookLog])
        XCTAssertNil(step["embeddings"])
        let embedding = try XCTUnwrap(((element["after"] as? [[String: Any]])?.first?["embeddings"] as? [[String: Any]])?.first)
        XCTAssertEqual(embedding["mime_type"] as? String, "image/png")
        XCTAssertEqual(embedding["data"] as? String, HookAttachmentsRun.screenshot)
        XCTAssertEqual(embedding["name"] as? String, "screen.png")
        XCTAssertFalse(spy.text.contains(HookAttachmentsRun.runHookLog), "a run hook has no place in this report")
    }

    func test_finish_afterStepHookAsATestStep_isInItsStepsAfterListWithItsLogDecoded() throws {
        let (sut, spy) = makeSUT()
        var stream = StreamBuilder()
        stream.append(contentsOf: oneScenarioFeature("a", hookId: "hook"))
        stream.append(.hook(Hook(id: "hook", sourceReference: SourceReference(uri: "Hooks.swift", location: Location(line: 4)), type: .afterTestStep)))
        stream.runTestCase("a-run", testCaseId: "a-tc", steps: [("a-ts", .passed), ("a-hook", .passed)])
        let log = Attachment(body: "aGVsbG8=", contentEncoding: .base64, mediaType: "text/x.cucumber.log+plain", testCaseStartedId: "a-run", testStepId: "a-hook")
        var envelopes = stream.envelopes
        envelopes.insert(.attachment(log), at: envelopes.count - 1)

        run(sut, envelopes)

        let element = try XCTUnwrap((try report(spy.text).first?["elements"] as? [[String: Any]])?.first)
        let hook = try XCTUnwrap(((element["steps"] as? [[String: Any]])?.first?["after"] as? [[String: Any]])?.first)
        XCTAssertEqual((hook["match"] as? [String: Any])?["location"] as? String, "Hooks.swift:4")
        XCTAssertEqual(hook["output"] as? [String], ["hello"])
        XCTAssertNil(element["after"], "a step hook is no After hook of the scenario")
    }

    func test_finish_beforeStepHookAfterTheLastStep_belongsToNoStepOfThisOrTheNextScenario() throws {
        let (sut, spy) = makeSUT()
        var stream = StreamBuilder()
        stream.append(contentsOf: oneScenarioFeature("a", hookId: "hook"))
        stream.append(.hook(Hook(id: "hook", sourceReference: SourceReference(uri: "Hooks.swift", location: Location(line: 4)), type: .beforeTestStep)))
        stream.runTestCase("a-run", testCaseId: "a-tc", steps: [("a-ts", .passed), ("a-hook", .passed)])
        stream.append(contentsOf: oneScenarioFeature("b"))
        stream.runTestCase("b-run", testCaseId: "b-tc", steps: [("b-ts", .passed)])

        run(sut, stream.envelopes)

        let steps = try report(spy.text).flatMap { ($0["elements"] as? [[String: Any]] ?? []).flatMap { $0["steps"] as? [[String: Any]] ?? [] } }
        XCTAssertEqual(steps.count, 2)
        XCTAssertTrue(steps.allSatisfy { $0["before"] == nil && $0["after"] == nil }, spy.text)
    }

    func test_finish_manyScenariosFinishedInReversePastTheMemoryLimit_writesThemInPickleOrderAsInMemory() throws {
        let inMemory = WriteSpy()
        let spilled = WriteSpy()
        // 64 bytes is less than any element: every element but the newest goes to the temporary file.
        run(CucumberJSONFormatter(options: FormatterOptions(), memoryLimit: 1 << 30, writeBytes: inMemory.writeBytes), manyScenariosFinishedInReverse(600))
        run(CucumberJSONFormatter(options: FormatterOptions(), memoryLimit: 64, writeBytes: spilled.writeBytes), manyScenariosFinishedInReverse(600))

        let names = try report(spilled.text).flatMap { ($0["elements"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
        XCTAssertEqual(names, (0..<600).map { "S\($0)" })
        XCTAssertEqual(spilled.text, inMemory.text)
    }

    // MARK: - Helpers

    private func makeSUT() -> (CucumberJSONFormatter, WriteSpy) {
        let spy = WriteSpy()
        return (CucumberJSONFormatter(write: spy.write), spy)
    }

    private func run(_ formatter: CucumberJSONFormatter, _ envelopes: [Envelope]) {
        var formatter = formatter
        for envelope in envelopes { formatter.record(envelope) }
        formatter.finish()
    }

    private func report(_ text: String) throws -> [[String: Any]] {
        try XCTUnwrap(try JSONTree.parse(text) as? [[String: Any]], text)
    }

    private func featureURIs(_ text: String) throws -> [String] {
        try report(text).compactMap { $0["uri"] as? String }
    }

    /// One feature of `count` one-step scenarios `S0`, `S1`, …, whose test cases finish last to first.
    private func manyScenariosFinishedInReverse(_ count: Int) -> [Envelope] {
        var stream = StreamBuilder()
        let scenarios = (0..<count).map { index in
            Scenario(location: Location(line: 2 + 2 * index), tags: [], keyword: "Scenario", name: "S\(index)", description: "",
                     steps: [Step(location: Location(line: 3 + 2 * index), keyword: "Given ", text: "step \(index)", id: "st\(index)")], examples: [], id: "sc\(index)")
        }
        let feature = Feature(location: Location(line: 1), tags: [], language: "en", keyword: "Feature", name: "F", description: "", children: scenarios.map { .scenario($0) })
        stream.append(.gherkinDocument(GherkinDocument(uri: "f.feature", feature: feature, comments: [])))
        for index in 0..<count {
            stream.append(.pickle(Pickle(id: "p\(index)", uri: "f.feature", name: "S\(index)", language: "en",
                                         steps: [PickleStep(astNodeIds: ["st\(index)"], id: "ps\(index)", text: "step \(index)")], tags: [], astNodeIds: ["sc\(index)"])))
            stream.append(.testCase(TestCase(id: "tc\(index)", pickleId: "p\(index)", testSteps: [TestStep(id: "s\(index)", pickleStepId: "ps\(index)", stepDefinitionIds: ["d"])])))
        }
        for index in (0..<count).reversed() {
            stream.runTestCase("a\(index)", testCaseId: "tc\(index)", steps: [("s\(index)", index % 2 == 0 ? .failed : .passed)])
        }
        return stream.envelopes
    }

    /// `NAME.feature`: a feature with one scenario of one step, its pickle, the step's definition and a test case
    /// `NAME-tc` whose step is `NAME-ts` (then `NAME-hook`, running `hookId`, when given).
    private func oneScenarioFeature(_ name: String, hookId: String? = nil, definition: SourceReference? = nil) -> [Envelope] {
        let uri = "\(name).feature"
        let step = Step(location: Location(line: 3), keyword: "Given ", text: "a step", id: "\(name)-st")
        let scenario = Scenario(location: Location(line: 2), tags: [], keyword: "Scenario", name: "One", description: "", steps: [step], examples: [], id: "\(name)-sc")
        let feature = Feature(location: Location(line: 1), tags: [], language: "en", keyword: "Feature", name: name, description: "", children: [.scenario(scenario)])
        var testSteps = [TestStep(id: "\(name)-ts", pickleStepId: "\(name)-ps", stepDefinitionIds: ["\(name)-d"])]
        if let hookId { testSteps.append(TestStep(id: "\(name)-hook", hookId: hookId)) }
        return [
            .gherkinDocument(GherkinDocument(uri: uri, feature: feature, comments: [])),
            .pickle(Pickle(id: "\(name)-p", uri: uri, name: "One", language: "en", steps: [PickleStep(astNodeIds: [step.id], id: "\(name)-ps", text: "a step")], tags: [], astNodeIds: [scenario.id])),
            .stepDefinition(StepDefinition(
                id: "\(name)-d", pattern: StepDefinitionPattern(source: "a step", type: .cucumberExpression),
                sourceReference: definition ?? SourceReference(uri: "Steps.swift", location: Location(line: 1))
            )),
            .testCase(TestCase(id: "\(name)-tc", pickleId: "\(name)-p", testSteps: testSteps)),
        ]
    }
}
