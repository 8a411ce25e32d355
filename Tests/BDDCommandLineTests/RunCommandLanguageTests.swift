import BDDCommandLine
import BDDRuntime
import CucumberMessages
import Foundation
import XCTest

/// Feature files in French, German and Japanese run against step definitions phrased in English: the keywords
/// come from the file's language, the step text is matched as written.
@MainActor
final class RunCommandLanguageTests: XCTestCase {
    private var harness: CommandHarness!

    override func setUp() async throws {
        harness = try CommandHarness()
    }

    override func tearDown() async throws {
        harness.removeDirectory()
    }

    func test_run_frenchFeature_runsGreenAgainstEnglishSteps() async throws {
        try await assertRunsGreen("calculator-fr.feature")
    }

    func test_run_germanFeature_runsGreenAgainstEnglishSteps() async throws {
        try await assertRunsGreen("calculator-de.feature")
    }

    func test_run_japaneseFeatureWithAndWithoutASpaceAfterItsKeywords_runsGreenAgainstEnglishSteps() async throws {
        try await assertRunsGreen("calculator-ja.feature")
    }

    func test_run_frenchMarkdownWithoutAFeatureHeading_runsGreenUnderLanguageFr() async throws {
        let outcome = try await runFixture("calculator-fr.feature.md", options: ["--language", "fr"])

        XCTAssertEqual(outcome.status, 0, outcome.error)
        XCTAssertEqual(try outcome.envelopes().startedPickleNames, ["une addition"])
        XCTAssertEqual(try outcome.envelopes().stepStatuses, [.passed, .passed, .passed])
        XCTAssertEqual(try featureNames(outcome), ["# Calculatrice en Markdown"])
    }

    func test_run_frenchFeatureWithAWrongResult_failsTheStepThatChecksIt() async throws {
        try harness.write("Features/wrong.feature", "# language: fr\nFonctionnalité: F\n  Scénario: faux\n    Soit a calculator\n    Quand I add 2 and 2\n    Alors the result is 5\n")

        let outcome = await harness.run(["--format", "message", "Features"], steps: Self.englishSteps())

        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(try outcome.envelopes().stepStatuses, [.passed, .passed, .failed])
    }

    // MARK: - Helpers

    private func assertRunsGreen(_ fixture: String, file: StaticString = #filePath, line: UInt = #line) async throws {
        let outcome = try await runFixture(fixture)

        XCTAssertEqual(outcome.status, 0, outcome.error, file: file, line: line)
        let envelopes = try outcome.envelopes()
        XCTAssertEqual(envelopes.startedPickleNames.count, 3, file: file, line: line)
        // Background, then three steps of the scenario and two of each outline row.
        XCTAssertEqual(envelopes.stepStatuses, Array(repeating: .passed, count: 1 + 3 + 1 + 2 + 1 + 2), file: file, line: line)
    }

    private func runFixture(_ fixture: String, options: [String] = []) async throws -> CommandHarness.Outcome {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent(fixture), encoding: .utf8)
        try harness.write("Features/\(fixture)", text)
        return await harness.run(["--format", "message"] + options + ["Features"], steps: Self.englishSteps())
    }

    private func featureNames(_ outcome: CommandHarness.Outcome) throws -> [String] {
        try outcome.envelopes().compactMap { envelope in
            if case .gherkinDocument(let document) = envelope { return document.feature?.name }
            return nil
        }
    }

    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Languages")

    /// A calculator phrased in English, whatever the language of the feature's keywords.
    private static func englishSteps() -> StepLibrary {
        var steps = StepLibrary()
        steps.given("a calculator") { (calculator: Calculator) in calculator.result = 0 }
        steps.when("I add {int} and {int}") { (calculator: Calculator, a: Int, b: Int) in calculator.result = a + b }
        steps.then("the result is {int}") { (calculator: Calculator, expected: Int) in
            guard calculator.result == expected else { throw WrongResult(expected: expected, actual: calculator.result) }
        }
        steps.then("the result is not {int}") { (calculator: Calculator, unexpected: Int) in
            guard calculator.result != unexpected else { throw WrongResult(expected: unexpected, actual: calculator.result) }
        }
        return steps
    }
}

/// The state a scenario's calculator steps share.
private final class Calculator: World {
    var result: Int?
}

private struct WrongResult: Error {
    let expected: Int
    let actual: Int?
}
