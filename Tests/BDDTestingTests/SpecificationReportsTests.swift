@testable import BDDTesting
import CucumberMessages
import XCTest

/// `BDD_REPORTS`: one stream for a whole list of scenarios, however they are run, written only at its end.
final class SpecificationReportsTests: XCTestCase {
    func test_scenarios_reportsFolderAndEveryCaseRunInParallel_writesThreeReportsThatAgree() async throws {
        let fixture = BridgeFixture(features: ["counter.feature": BridgeFixture.counter])
        defer { fixture.folder.remove() }
        let scenarios = try Specification.scenarios(
            in: "Features", steps: BridgeFixture.steps, file: fixture.testFile, environment: ["BDD_REPORTS": "build/reports"]
        )

        await withTaskGroup(of: Void.self) { group in
            for scenario in scenarios.reversed() { group.addTask { _ = await scenario.failures() } }
        }

        let junit = try XCTUnwrap(fixture.folder.contents(of: "build/reports/junit.xml"))
        let cases = junit.components(separatedBy: "<testcase ").dropFirst()
        XCTAssertEqual(cases.count, scenarios.count, junit)
        let failing = try XCTUnwrap(cases.first { $0.contains("A wrong expectation") })
        XCTAssertTrue(failing.contains("<failure"), failing)
        let passing = try XCTUnwrap(cases.first { $0.contains("One increment") })
        XCTAssertFalse(passing.contains("<failure"), passing)
        XCTAssertTrue(fixture.folder.contents(of: "build/reports/index.html")?.contains("Counter") == true)

        let stream = try MessageDecoder().envelopes(from: XCTUnwrap(fixture.folder.contents(of: "build/reports/messages.ndjson")))
        guard case .meta = stream.first, case .testRunFinished(let finished) = stream.last else {
            return XCTFail("the stream opens with meta and closes with testRunFinished")
        }
        XCTAssertEqual(finished.success, false)
        let started = stream.compactMap { envelope -> TestRunStarted? in if case .testRunStarted(let started) = envelope { started } else { nil } }
        XCTAssertEqual(started.count, 1)
        XCTAssertEqual(finished.testRunStartedId, started.first?.id)
        let caseFinished = stream.filter { if case .testCaseFinished = $0 { true } else { false } }
        XCTAssertEqual(caseFinished.count, scenarios.count)
        XCTAssertEqual(stream.filter { if case .testRunFinished = $0 { true } else { false } }.count, 1)
    }

    func test_scenarios_onlyPartOfTheListRun_writesNoReportAndLeavesEarlierFiles() async throws {
        let fixture = BridgeFixture(features: ["counter.feature": BridgeFixture.counter])
        defer { fixture.folder.remove() }
        fixture.write("an earlier run's report", to: "reports/junit.xml")
        let scenarios = try Specification.scenarios(
            in: "Features", steps: BridgeFixture.steps, file: fixture.testFile, environment: ["BDD_REPORTS": fixture.folder.file("reports")]
        )

        _ = await scenarios[0].failures()

        XCTAssertEqual(fixture.folder.entries(in: "reports"), ["junit.xml"])
        XCTAssertEqual(fixture.folder.contents(of: "reports/junit.xml"), "an earlier run's report")
    }

    func test_scenarios_unparsableFileInTheList_isInTheReportAndTheListStillEnds() async throws {
        let fixture = BridgeFixture(features: ["counter.feature": BridgeFixture.counter, "broken.feature": "Feature: Broken\n\n  Scenario: x\n    Given a counter at 1\n  Oops this is not Gherkin\n"])
        defer { fixture.folder.remove() }
        let scenarios = try Specification.scenarios(
            in: "Features", steps: BridgeFixture.steps, file: fixture.testFile, environment: ["TEST_RUNNER_BDD_REPORTS": "reports"]
        )

        for scenario in scenarios { _ = await scenario.failures() }

        let stream = try MessageDecoder().envelopes(from: XCTUnwrap(fixture.folder.contents(of: "reports/messages.ndjson")))
        XCTAssertTrue(stream.contains { if case .parseError = $0 { true } else { false } })
        XCTAssertTrue(stream.contains { if case .testRunFinished = $0 { true } else { false } })
    }
}
