import BDDRuntime
import CucumberMessages
import XCTest

@MainActor
final class StepStatusTests: XCTestCase {
    func test_run_withPassingSteps_reportsPassedAndRunsBodiesInOrder() async throws {
        let (library, journal) = makeSUT()

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "ok", steps: ["a passing step", "another passing step"])])

        XCTAssertEqual(envelopes.stepStatuses, [.passed, .passed])
        XCTAssertEqual(journal.entries, ["a passing step", "another passing step"])
        XCTAssertEqual(envelopes.testRunFinished?.success, true)
    }

    func test_run_withFailingStep_reportsFailedWithExceptionAndSkipsTheRest() async throws {
        let (library, journal) = makeSUT()

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "ko", steps: ["a failing step", "a passing step"])])

        XCTAssertEqual(envelopes.stepStatuses, [.failed, .skipped])
        let failure = try XCTUnwrap(envelopes.stepResults.first)
        XCTAssertEqual(failure.message, "boom")
        XCTAssertEqual(failure.exception, Exception(type: "Boom", message: "boom", stackTrace: "Boom: boom\nfeatures/sample.feature:4"))
        XCTAssertEqual(journal.entries, ["a failing step"])
        XCTAssertEqual(envelopes.testRunFinished?.success, false)
    }

    func test_run_withUndefinedStep_reportsUndefinedSuggestsSnippetAndSkipsTheRest() async throws {
        let (library, journal) = makeSUT()

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "u", steps: ["I have 3 \"red\" cukes", "a passing step"])])

        XCTAssertEqual(envelopes.stepStatuses, [.undefined, .skipped])
        XCTAssertEqual(envelopes.suggestions.first?.snippets.first?.code, """
            steps.given("I have {int} {string} cukes") { (scenario: ScenarioContext, int: Int, string: String) in
                throw PendingStep()
            }
            """)
        XCTAssertEqual(envelopes.suggestions.first?.pickleStepId, envelopes.pickles.first?.steps.first?.id)
        XCTAssertEqual(journal.entries, [])
    }

    func test_run_withUndefinedStepHavingNumbers_suggestsOnlyTheBestGuess() async throws {
        let envelopes = try await RunHarness.run(StepLibrary(), [ScenarioFixture(name: "u", steps: ["a list of 8 things weighing 2.5 kg"])])

        XCTAssertEqual(envelopes.suggestions.first?.snippets.map(\.language), ["swift"])
        XCTAssertEqual(envelopes.suggestions.first?.snippets.first?.code.components(separatedBy: "\n").first,
                       #"steps.given("a list of {int} things weighing {float} kg") { (scenario: ScenarioContext, int: Int, float: Double) in"#)
    }

    func test_run_withUndefinedStepNotStrict_succeeds() async throws {
        let (library, _) = makeSUT()

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "u", steps: ["nothing matches"])], options: RunOptions(strict: false))

        XCTAssertEqual(envelopes.stepStatuses, [.undefined])
        XCTAssertEqual(envelopes.testRunFinished?.success, true)
    }

    func test_run_withAmbiguousStep_reportsAmbiguousListingEveryMatch() async throws {
        var library = StepLibrary()
        library.given("a {word} step") { (_: ScenarioContext, _: String) in }
        library.step(regex: "^a (.*) step$") { (_: ScenarioContext, _: String) in }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "a", steps: ["a doubtful step"])])

        XCTAssertEqual(envelopes.stepStatuses, [.ambiguous])
        XCTAssertEqual(envelopes.testCases.first?.testSteps.first?.stepDefinitionIds?.count, 2)
        XCTAssertEqual(envelopes.testCases.first?.testSteps.first?.stepMatchArgumentsLists?.count, 2)
        let message = try XCTUnwrap(envelopes.stepResults.first?.message)
        XCTAssertTrue(message.hasPrefix("Multiple step definitions match:\n"), message)
        XCTAssertTrue(message.contains("a {word} step"), message)
        XCTAssertTrue(message.contains("^a (.*) step$"), message)
    }

    func test_run_withPendingMarker_reportsPendingAndSkipsTheRest() async throws {
        let (library, journal) = makeSUT()

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "p", steps: ["a pending step", "a passing step"])])

        XCTAssertEqual(envelopes.stepStatuses, [.pending, .skipped])
        XCTAssertEqual(envelopes.stepResults.first?.message, "not written yet")
        XCTAssertEqual(envelopes.stepResults.first?.exception?.type, "PendingStep")
        XCTAssertEqual(journal.entries, ["a pending step"])
        XCTAssertEqual(envelopes.testRunFinished?.success, false)
    }

    func test_run_withSkipMarker_skipsEverythingAfterAndDoesNotFailTheRun() async throws {
        let (library, journal) = makeSUT()

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["a skipping step", "nothing matches", "a passing step"])])

        XCTAssertEqual(envelopes.stepStatuses, [.skipped, .skipped, .skipped])
        XCTAssertEqual(envelopes.suggestions.count, 0)
        XCTAssertEqual(journal.entries, ["a skipping step"])
        XCTAssertEqual(envelopes.testRunFinished?.success, true)
    }

    func test_run_withUndefinedAndAmbiguousAfterFailure_stillReportsThem() async throws {
        var (library, _) = makeSUT()
        library.given("a doubtful step") { (_: ScenarioContext) in }
        library.step(regex: "^a doubtful") { (_: ScenarioContext) in }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "f", steps: ["a failing step", "nothing matches", "a doubtful step", "a pending step"])])

        XCTAssertEqual(envelopes.stepStatuses, [.failed, .undefined, .ambiguous, .skipped])
        XCTAssertEqual(envelopes.suggestions.count, 1)
    }

    // MARK: - Helpers

    private func makeSUT() -> (StepLibrary, Journal) {
        let journal = Journal()
        var library = StepLibrary()
        library.given("a passing step") { (_: ScenarioContext) in journal.record("a passing step") }
        library.given("another passing step") { (_: ScenarioContext) in journal.record("another passing step") }
        library.given("a failing step") { (_: ScenarioContext) in
            journal.record("a failing step")
            throw Boom()
        }
        library.given("a pending step") { (_: ScenarioContext) in
            journal.record("a pending step")
            throw PendingStep("not written yet")
        }
        library.given("a skipping step") { (_: ScenarioContext) in
            journal.record("a skipping step")
            throw SkippedStep()
        }
        return (library, journal)
    }
}
