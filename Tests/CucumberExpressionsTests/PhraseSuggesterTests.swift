import CucumberExpressions
import XCTest

final class PhraseSuggesterTests: XCTestCase {
    func test_closest_misspeltStepOfARegularExpression_namesThePatternAsWritten() {
        let sut = makeSUT([("^I have (\\d+) cukes$", true), ("the belly is full", false)])

        let phrases = sut.closest(to: "I hav 3 cukes")

        XCTAssertEqual(phrases, ["^I have (\\d+) cukes$"])
    }

    func test_closest_stepOfAnotherSentence_namesNothing() {
        let sut = makeSUT([("I eat {int} cukes", false)])

        XCTAssertEqual(sut.closest(to: "the belly growls loudly tonight"), [])
    }

    func test_closest_severalClosePhrases_namesAtMostTheLimitClosestFirst() {
        let sut = makeSUT([("I eat {int} cukes", false), ("I eat {int} cakes", false), ("I ate {int} cukes", false)])

        let phrases = sut.closest(to: "I eat 3 cukes now", limit: 2)

        XCTAssertEqual(phrases, ["I eat {int} cukes", "I eat {int} cakes"])
    }

    // MARK: - Helpers

    private func makeSUT(_ patterns: [(String, Bool)]) -> PhraseSuggester {
        PhraseSuggester(patterns: patterns.map { PhraseSuggester.Pattern(source: $0.0, isRegularExpression: $0.1) })
    }
}
