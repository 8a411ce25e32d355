@testable import BDDTesting
import BDDRuntime
import Testing

/// `run()` as Swift Testing sees it: a failing step's issue is recorded at the feature file's line.
@Suite struct ScenarioRunTests {
    @Test func run_failingStep_recordsAnIssueAtTheStepsFeatureLine() async throws {
        let fixture = BridgeFixture(features: ["counter.feature": BridgeFixture.counter])
        defer { fixture.folder.remove() }
        let scenario = try #require(try Specification.scenarios(in: "Features", steps: BridgeFixture.steps, file: fixture.testFile, environment: [:])
            .first { $0.line == 21 })

        try await withKnownIssue {
            try await scenario.run()
        } matching: { issue in
            issue.sourceLocation?.pathOfFile == fixture.folder.file("Features/counter.feature")
                && issue.sourceLocation?.line == 24
                && issue.comments.contains { $0.rawValue.contains("Expected 3, got 2") }
        }
    }

    @Test func run_serialScenario_neverRunsBesideAnother() async throws {
        let fixture = BridgeFixture(features: ["serial.feature": """
            Feature: Serial

              Scenario: first in parallel
                Given a slow step

              @serial
              Scenario: alone
                Given a slow step

              Scenario: second in parallel
                Given a slow step

              @serial
              Scenario: alone again
                Given a slow step

              Scenario: third in parallel
                Given a slow step

              Scenario: fourth in parallel
                Given a slow step

            """])
        defer { fixture.folder.remove() }
        let overlap = Overlap()
        var steps = StepLibrary()
        steps.given("a slow step") { (context: ScenarioContext) in
            let serial = context.tags.contains("@serial")
            overlap.enter(serial: serial)
            try await Task.sleep(for: .milliseconds(50))
            overlap.leave()
        }
        let scenarios = try Specification.scenarios(in: "Features", steps: steps, file: fixture.testFile, environment: [:])

        await withTaskGroup(of: Void.self) { group in
            for scenario in scenarios { group.addTask { _ = await scenario.failures() } }
        }

        #expect(await overlap.serialBesideAnother == false)
        // Four shared scenarios in three gaps around the two serial ones: two of them always wait side by side.
        #expect(await overlap.mostAtOnce >= 2, "the scenarios not tagged @serial still run side by side")
    }
}

/// How many steps ran at once, and whether a serial one ever ran beside another.
@MainActor
final class Overlap: Sendable {
    private var running = 0
    private var serialRunning = false
    private(set) var mostAtOnce = 0
    private(set) var serialBesideAnother = false

    nonisolated init() {}

    func enter(serial: Bool) {
        running += 1
        mostAtOnce = max(mostAtOnce, running)
        if serialRunning || (serial && running > 1) { serialBesideAnother = true }
        if serial { serialRunning = true }
    }

    func leave() {
        running -= 1
        serialRunning = false
    }
}

extension SourceLocation {
    /// The file's path: `filePath` from Swift Testing 6.3, `_filePath` before it (Xcode 16's Swift 6.0 and 6.1).
    var pathOfFile: String {
        #if compiler(>=6.3)
        filePath
        #else
        _filePath
        #endif
    }
}
