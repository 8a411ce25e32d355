import Foundation
import TestSupport
import XCTest

/// Step definitions must fail where their Spanish text is false, or a passing specification proves nothing.
@MainActor
final class FalseClaimTests: XCTestCase {
    func test_main_withLoginStepsClaimingWhatDidNotHappen_failsEachScenarioAtItsLastStep() async throws {
        try await assertEveryScenarioFailsAtItsLastStep(FalseClaims.login)
    }

    func test_main_withCatalogStepsClaimingWhatDidNotHappen_failsEachScenarioAtItsLastStep() async throws {
        try await assertEveryScenarioFailsAtItsLastStep(FalseClaims.catalog)
    }

    // MARK: - Helpers

    /// As many failed steps as scenarios, and none skipped, means each scenario failed at its last step only.
    private func assertEveryScenarioFailsAtItsLastStep(_ feature: String, file: StaticString = #filePath, line: UInt = #line) async throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.file("false-claims.feature")
        try Data(feature.utf8).write(to: URL(fileURLWithPath: path))
        let scenarios = feature.components(separatedBy: "\n").filter {
            let text = $0.trimmingCharacters(in: .whitespaces)
            return text.hasPrefix("Scenario:") || text.hasPrefix("Escenario:")
        }.count

        let run = await SpecificationRun.run([path])

        XCTAssertGreaterThan(scenarios, 0, file: file, line: line)
        XCTAssertEqual(run.status, 1, run.output + run.error, file: file, line: line)
        XCTAssertTrue(run.output.contains("\(scenarios) scenarios (\(scenarios) failed)"), run.output, file: file, line: line)
        let steps = run.output.components(separatedBy: "\n").first { $0.contains(" steps (") } ?? ""
        let counts = steps.drop { $0 != "(" }.dropFirst().dropLast().components(separatedBy: ", ")
        XCTAssertEqual(counts.count, 2, "only failed and passed steps expected: \(steps)", file: file, line: line)
        XCTAssertEqual(counts.first, "\(scenarios) failed", steps, file: file, line: line)
        XCTAssertTrue(counts.last?.hasSuffix(" passed") == true, steps, file: file, line: line)
    }
}
