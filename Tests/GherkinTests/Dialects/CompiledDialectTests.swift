import CucumberMessages
@testable import Gherkin
import XCTest

final class CompiledDialectTests: XCTestCase {
    func test_init_stepKeywords_eachOnceLongestFirstAndOfUnknownKindWhenKindsShareIt() {
        let sut = makeSUT(given: ["* ", "Given "], when: ["* ", "When "], then: ["Then "], and: ["And ", "& "], but: ["& "])

        let steps = sut.steps.map { "\($0.keyword.text)|\($0.type.rawValue)" }

        XCTAssertEqual(steps, ["Given |Context", "When |Action", "Then |Outcome", "And |Conjunction", "* |Unknown", "& |Conjunction"])
        XCTAssertEqual(sut.steps.first?.keyword.bytes, Array("Given ".utf8))
    }

    // MARK: - Helpers

    private func makeSUT(given: [String], when: [String], then: [String], and: [String], but: [String]) -> CompiledDialect {
        CompiledDialect(GherkinDialect(
            code: "test", name: "Test", native: "Test",
            feature: ["Feature"], rule: ["Rule"], background: ["Background"],
            scenario: ["Scenario"], scenarioOutline: ["Scenario Outline"], examples: ["Examples"],
            given: given, when: when, then: then, and: and, but: but
        ))
    }
}
