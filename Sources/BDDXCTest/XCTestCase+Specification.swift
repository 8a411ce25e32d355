import BDDRuntime
import BDDTesting
import XCTest

extension XCTestCase {
    /// Runs every selected scenario of the `.feature` files in `path` in this process with `steps`, one after the
    /// other, and records each failure at its line of the feature file: for UI tests and targets that cannot use
    /// Swift Testing. `path` and the selection (`BDD_TAGS`, `BDD_NAME`, `BDD_LINES`) are read as
    /// `Specification.scenarios(in:steps:file:)` reads them.
    ///
    /// `XCTAssert…` and `XCTFail` inside steps fail their step (on Linux; see `XCTestAssertions`), reported once at
    /// the feature's line; assertions made after this call, outside steps, still reach this test case.
    public func runSpecification(in path: String, steps: StepLibrary, file: String = #filePath) async throws {
        XCTestAssertions.takeOver(forwardingTo: self)
        for scenario in try Specification.scenarios(in: path, steps: steps, file: file) {
            for failure in await scenario.failures() {
                recordSpecificationFailure(failure, in: scenario)
            }
        }
    }

    private func recordSpecificationFailure(_ failure: Specification.Failure, in scenario: Specification.Scenario) {
        let description = "\(scenario.description): \(failure.message)"
        #if canImport(Darwin)
        let location = XCTSourceCodeLocation(filePath: failure.filePath, lineNumber: failure.line)
        record(XCTIssue(type: .assertionFailure, compactDescription: description, sourceCodeContext: XCTSourceCodeContext(location: location)))
        #else
        recordFailure(withDescription: description, inFile: failure.filePath, atLine: failure.line, expected: true)
        #endif
    }
}
