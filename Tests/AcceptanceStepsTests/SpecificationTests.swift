import AcceptanceSteps
import BDDCommandLine
import CucumberMessages
import Foundation
import TestSupport
import XCTest

/// `Features/` is the specification: these tests run it as CI does and check what it reports.
@MainActor
final class SpecificationTests: XCTestCase {
    func test_main_onTheFeatures_passesEveryScenario() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let stream = folder.file("run.ndjson")

        let run = await SpecificationRun.run(["Features/", "--format", "progress", "--format", "message:\(stream)"])

        XCTAssertEqual(run.status, 0, run.output + run.error)
        let envelopes = try SpecificationRun.envelopes(at: stream)
        let pickles = envelopes.filter { if case .pickle = $0 { true } else { false } }
        let statuses = envelopes.compactMap { envelope -> TestStepResultStatus? in
            if case .testStepFinished(let finished) = envelope { finished.testStepResult.status } else { nil }
        }
        XCTAssertGreaterThanOrEqual(pickles.count, 20, "both features' scenarios, outlines expanded")
        XCTAssertEqual(Set(statuses), [.passed])
        XCTAssertTrue(run.output.contains("\(pickles.count) scenarios (\(pickles.count) passed)"), run.output)
    }

    func test_main_withJUnitAndMessageReports_writesValidJUnitEqualToFormattingTheStreamLater() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let stream = folder.file("cucumber.ndjson")
        let direct = folder.file("junit.xml")

        let run = await SpecificationRun.run(["Features/", "--format", "message:\(stream)", "--format", "junit:\(direct)"])
        var formatted = ""
        let status = FormatCommand.run(
            arguments: ["--format", "junit", stream],
            standardInput: { "" },
            standardOutput: { formatted += $0 },
            standardError: { XCTFail("bdd format wrote to stderr: \($0)") }
        )

        XCTAssertEqual(run.status, 0, run.error)
        XCTAssertEqual(status, 0)
        let xml = try String(contentsOfFile: direct, encoding: .utf8)
        XCTAssertEqual(formatted, xml)
        XCTAssertEqual(JUnitSchemaCheck.problems(in: xml), [])
        XCTAssertTrue(xml.contains("<testsuite name=\"Cucumber\""), xml)
        XCTAssertTrue(xml.contains("failures=\"0\""), xml)
        XCTAssertTrue(xml.contains("classname=\"Catálogo de productos\""), xml)
    }

    func test_main_withAChangedExpectedValue_failsAtThatStepWithItsLocation() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let feature = try SpecificationRun.copyFeature(
            "catalog.feature", to: folder,
            replacing: "Entonces el catálogo muestra 2 productos", with: "Entonces el catálogo muestra 3 productos")
        let line = try SpecificationRun.line(of: "el catálogo muestra 3 productos", in: feature)

        let run = await SpecificationRun.run([feature])

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("Expected 3, got 2"), run.output)
        XCTAssertTrue(run.output.contains("\(feature):\(line)"), "the failing step's file:line\n\(run.output)")
        XCTAssertTrue(run.output.contains("1 failed"), run.output)
    }

    func test_main_withATypoInAStep_reportsItUndefinedWithASnippet() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let feature = try SpecificationRun.copyFeature(
            "login.feature", to: folder,
            replacing: "Given un email válido \"user@example.com\"", with: "Given un emial válido \"user@example.com\"")

        let run = await SpecificationRun.run([feature])

        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.output.contains("1 undefined"), run.output)
        XCTAssertTrue(run.output.contains(#"steps.given("un emial válido {string}")"#), run.output)
    }

    func test_main_withTagsSmoke_runsExactlyTheSmokeScenarios() async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let stream = folder.file("run.ndjson")

        let run = await SpecificationRun.run(["Features/", "--tags", "@smoke", "--format", "message:\(stream)"])

        XCTAssertEqual(run.status, 0, run.error)
        let envelopes = try SpecificationRun.envelopes(at: stream)
        let smoke = Set(envelopes.compactMap { envelope -> String? in
            guard case .pickle(let pickle) = envelope, pickle.tags.contains(where: { $0.name == "@smoke" }) else { return nil }
            return pickle.id
        })
        let planned = Set(envelopes.compactMap { envelope -> String? in
            if case .testCase(let testCase) = envelope { testCase.pickleId } else { nil }
        })
        XCTAssertFalse(smoke.isEmpty)
        XCTAssertEqual(planned, smoke)
    }

    func test_main_withAFileAndLine_runsOnlyThatScenario() async throws {
        let login = SpecificationRun.packageRoot.appendingPathComponent("Features/login.feature").path
        let line = try SpecificationRun.line(of: "Scenario: Login rechazado porque el password está vacío", in: login)

        let run = await SpecificationRun.run(["Features/login.feature:\(line)"])

        XCTAssertEqual(run.status, 0, run.output + run.error)
        XCTAssertTrue(run.output.contains("Login rechazado porque el password está vacío"), run.output)
        XCTAssertTrue(run.output.contains("1 scenario (1 passed)"), run.output)
    }

    func test_main_withDryRun_matchesEveryStepWithoutRunningIt() async throws {
        let run = await SpecificationRun.run(["Features/", "--dry-run", "--format", "progress"])

        XCTAssertEqual(run.status, 0, run.output + run.error)
        XCTAssertFalse(run.output.contains("undefined"), run.output)
        XCTAssertFalse(run.output.contains("passed"), "a dry run executes nothing\n\(run.output)")
    }
}
