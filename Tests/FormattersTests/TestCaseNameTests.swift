import CucumberMessages
@testable import Formatters
import XCTest

final class TestCaseNameTests: XCTestCase {
    func test_of_scenarioOutsideAnyRule_isTheScenarioName() {
        XCTAssertEqual(TestCaseName.of(makePickle(name: "Login"), rule: nil, scenario: "Login", example: nil), "Login")
        XCTAssertEqual(TestCaseName.of(makePickle(name: "Login"), rule: "", scenario: "Login", example: nil), "Login")
    }

    func test_of_outlineRowInRule_joinsRuleScenarioExamplesAndRowNumber() {
        let name = TestCaseName.of(makePickle(name: "Login"), rule: "Accounts", scenario: "Login", example: ("Good", 1, 2))

        XCTAssertEqual(name, "Accounts - Login - Good - #2.3")
    }

    func test_of_outlineWithPlaceholderInItsName_addsThePickleNameToTheRowNumber() {
        let name = TestCaseName.of(makePickle(name: "Login as ana"), rule: nil, scenario: "Login as <user>", example: ("", 0, 0))

        XCTAssertEqual(name, "Login as <user> - #1.1: Login as ana", "the unnamed examples leave no empty part")
    }

    func test_of_unnamedScenarioInRule_leavesNoEmptyPart() {
        XCTAssertEqual(TestCaseName.of(makePickle(name: ""), rule: "Accounts", scenario: "", example: nil), "Accounts")
    }

    // MARK: - Helpers

    private func makePickle(name: String) -> Pickle {
        Pickle(id: "p", uri: "f.feature", name: name, language: "en", steps: [], tags: [], astNodeIds: ["s"])
    }
}
