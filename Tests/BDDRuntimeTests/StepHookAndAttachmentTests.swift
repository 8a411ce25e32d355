import BDDRuntime
import CucumberMessages
import Foundation
import XCTest

@MainActor
final class StepHookAndAttachmentTests: XCTestCase {
    func test_run_withStepHooks_runsThemAroundEveryStepBodyInsideTheStep() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.beforeStep { (_: ScenarioContext) in journal.record("before step") }
        library.afterStep { (_: ScenarioContext) in journal.record("after step") }
        library.given("a step") { (_: ScenarioContext) in journal.record("step") }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["a step", "a step"])])

        XCTAssertEqual(journal.entries, ["before step", "step", "after step", "before step", "step", "after step"])
        XCTAssertEqual(envelopes.stepStatuses, [.passed, .passed], "step hooks are no test steps of their own")
    }

    func test_run_withFailingBeforeStepHook_failsTheStepWithoutRunningItsBody() async throws {
        let journal = Journal()
        var library = StepLibrary()
        library.beforeStep(tags: "@guarded") { (_: ScenarioContext) in throw Boom() }
        library.given("a step") { (_: ScenarioContext) in journal.record("step") }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", tags: ["@guarded"], steps: ["a step"])])

        XCTAssertEqual(journal.entries, [])
        XCTAssertEqual(envelopes.stepStatuses, [.failed])
    }

    func test_run_withFailingAfterStepHook_failsAStepThatPassed() async throws {
        var library = StepLibrary()
        library.afterStep { (_: ScenarioContext) in throw Boom() }
        library.given("a step") { (_: ScenarioContext) in }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["a step"])])

        XCTAssertEqual(envelopes.stepStatuses, [.failed])
    }

    func test_run_withBeforeAllAttachment_tiesItToTheRunHook() async throws {
        var library = StepLibrary()
        library.beforeAll { (run: TestRunContext) in run.log("starting") }
        library.given("a step") { (_: ScenarioContext) in }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["a step"])])

        let hookStartedId = envelopes.compactMap { if case .testRunHookStarted(let started) = $0 { started.id } else { nil } }.first
        XCTAssertEqual(envelopes.attachments.map(\.body), ["starting"])
        XCTAssertEqual(envelopes.attachments.first?.mediaType, "text/x.cucumber.log+plain")
        XCTAssertEqual(envelopes.attachments.first?.testRunHookStartedId, hookStartedId)
        XCTAssertNil(envelopes.attachments.first?.testCaseStartedId)
    }

    func test_run_withFileAndLinkAttachments_attachesTheFilesBytesAndTheLink() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bdd-attach-\(UUID().uuidString).bin")
        try Data([0, 1, 2, 255]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var library = StepLibrary()
        library.given("a step") { (scenario: ScenarioContext) in
            try scenario.attach(contentsOfFile: file.path, mediaType: "application/octet-stream", fileName: "data.bin")
            scenario.link("https://example.com/report")
        }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["a step"])])

        XCTAssertEqual(envelopes.attachments.map(\.body), ["AAEC/w==", "https://example.com/report"])
        XCTAssertEqual(envelopes.attachments.map(\.contentEncoding), [.base64, .identity])
        XCTAssertEqual(envelopes.attachments.map(\.fileName), ["data.bin", nil])
        XCTAssertEqual(envelopes.attachments.last?.mediaType, "text/uri-list")
    }

    func test_run_withATeamsOwnPendingMarker_reportsThePendingStepUnderItsType() async throws {
        var library = StepLibrary()
        library.given("a step") { (_: ScenarioContext) in throw NotYet(reason: "waiting for the API") }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["a step"])])

        XCTAssertEqual(envelopes.stepStatuses, [.pending])
        XCTAssertEqual(envelopes.stepResults.first?.exception?.type, "NotYet")
        XCTAssertEqual(envelopes.stepResults.first?.exception?.message, "waiting for the API")
    }

    func test_run_withASnippetSyntax_writesEveryGuessInIt() async throws {
        var library = StepLibrary()
        library.snippetSyntax = SnippetSyntax(language: "pseudo", everyGuess: true) { request in
            "\(request.keyword) \(request.expression) \(request.parameterTypeNames)"
        }

        let envelopes = try await RunHarness.run(library, [ScenarioFixture(name: "s", steps: ["I have 3 cukes"])])

        let snippets = envelopes.suggestions.first?.snippets ?? []
        XCTAssertEqual(snippets.map(\.language), ["pseudo", "pseudo"])
        XCTAssertEqual(snippets.map(\.code), ["Given I have {int} cukes [\"int\"]", "Given I have {float} cukes [\"float\"]"])
    }
}

/// A team's own marker for steps that wait for something.
private struct NotYet: PendingSignal, CustomStringConvertible {
    let reason: String?
    var description: String { reason ?? "not yet" }
}
