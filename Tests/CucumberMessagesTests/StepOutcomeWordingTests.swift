import CucumberMessages
import XCTest

final class StepOutcomeWordingTests: XCTestCase {
    func test_headline_everyStatusThatIsNoPass_namesTheStepAsWritten() {
        let headlines = TestStepResultStatus.allCases.map { StepOutcomeWording.headline($0, step: "Given a cuke") }

        XCTAssertEqual(Dictionary(uniqueKeysWithValues: zip(TestStepResultStatus.allCases, headlines)), [
            .unknown: nil, .passed: nil, .skipped: nil,
            .pending: "Pending step: Given a cuke", .undefined: "Undefined step: Given a cuke",
            .ambiguous: "Ambiguous step: Given a cuke", .failed: "Step failed: Given a cuke",
        ])
    }

    func test_didYouMean_severalPhrases_quotesEachJoinedByOr() {
        let sentence = StepOutcomeWording.didYouMean(["I eat {int} cukes", "I eat a cuke"])

        XCTAssertEqual(sentence, #"Did you mean "I eat {int} cukes" or "I eat a cuke"?"#)
    }

    func test_didYouMean_noPhrase_saysNothing() {
        XCTAssertNil(StepOutcomeWording.didYouMean([]))
    }

    func test_undefined_withAndWithoutPhrases_isTheHeadlineThenTheQuestion() {
        XCTAssertEqual(StepOutcomeWording.undefined(step: "When I eet 3 cukes", phrases: ["I eat {int} cukes"]), "Undefined step: When I eet 3 cukes\nDid you mean \"I eat {int} cukes\"?")
        XCTAssertEqual(StepOutcomeWording.undefined(step: "When I sing", phrases: []), "Undefined step: When I sing")
    }

    func test_ambiguous_definitionsOfDifferentLengths_alignsTheirPlaces() {
        let message = StepOutcomeWording.ambiguous([
            (pattern: "I am {word}", place: "Sources/Steps/BellySteps.swift:26"),
            (pattern: "I am happy", place: "Sources/Steps/BellySteps.swift:30"),
        ])

        XCTAssertEqual(message, """
            Multiple step definitions match:
              I am {word} - Sources/Steps/BellySteps.swift:26
              I am happy  - Sources/Steps/BellySteps.swift:30
            """)
    }
}
