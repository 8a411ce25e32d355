import CucumberExpressions
import XCTest

final class CucumberExpressionGeneratorTests: XCTestCase {
    func test_generate_wholeNumber_suggestsIntThenFloat() {
        let sut = makeSUT()

        let expressions = sut.generateExpressions(from: "I have 3 cukes")

        XCTAssertEqual(expressions.map(\.source), ["I have {int} cukes", "I have {float} cukes"])
        XCTAssertEqual(expressions.first?.parameterTypeNames, ["int"])
    }

    func test_generate_decimalAndNegativeNumbers_suggestFloatAndInt() {
        let sut = makeSUT()

        XCTAssertEqual(sut.generateExpressions(from: "it weighs 2.5 kg").first?.source, "it weighs {float} kg")
        XCTAssertEqual(sut.generateExpressions(from: "it is -4 degrees").first?.source, "it is {int} degrees")
    }

    func test_generate_quotedText_suggestsStringsWithNumberedNames() {
        let sut = makeSUT()

        let best = sut.generateExpressions(from: #"I say "hello 2 you" and 'bye'"#).first

        XCTAssertEqual(best?.source, "I say {string} and {string}")
        XCTAssertEqual(best?.parameterNames, ["string", "string2"])
    }

    func test_generate_numbersInsideWords_stayText() {
        let sut = makeSUT()

        let expressions = sut.generateExpressions(from: "the 3rd a11y check")

        XCTAssertEqual(expressions, [GeneratedExpression(source: "the 3rd a11y check", parameterTypeNames: [])])
    }

    func test_generate_numbersNextToPunctuation_areParameters() {
        let sut = makeSUT()

        let best = sut.generateExpressions(from: "items (4), total: 12!").first

        XCTAssertEqual(best?.source, #"items \({int}), total: {int}!"#)
    }

    func test_generate_expressionSyntaxInText_isEscaped() {
        let sut = makeSUT()

        let best = sut.generateExpressions(from: #"a (b) {c} d/e f\g"#).first

        XCTAssertEqual(best?.source, #"a \(b) \{c} d\/e f\\g"#)
    }

    func test_generate_anyStepText_compilesToAnExpressionMatchingThatText() throws {
        let sut = makeSUT()
        let texts = [
            #"a (b) {c} d/e f\g and "q" 12 3.4"#, "Я беру 3 яблока", "😀 5 and 😀6", "-", "", "  spaced  out  ",
        ]

        for text in texts {
            let source = try XCTUnwrap(sut.generateExpressions(from: text).first?.source)
            XCTAssertNotNil(try CucumberExpression(source).match(text), "\(source) should match \(text)")
        }
    }

    func test_generate_afterAstralCharacter_keepsTheTextIntact() {
        let sut = makeSUT()

        let best = sut.generateExpressions(from: "😀 5 €").first

        XCTAssertEqual(best?.source, "😀 {int} €")
    }

    func test_generate_customSnippetType_isSuggested() throws {
        var registry = ParameterTypeRegistry()
        try registry.define(ParameterType(name: "color", regularExpressions: ["red|blue"]) { $0[0] ?? "" })
        try registry.define(ParameterType(name: "secret", regularExpressions: ["cats?"], useForSnippets: false) { $0[0] ?? "" })
        let sut = makeSUT(registry: registry)

        let best = sut.generateExpressions(from: "I like red cats").first

        XCTAssertEqual(best?.source, "I like {color} cats")
    }

    // MARK: - Helpers

    private func makeSUT(registry: ParameterTypeRegistry = ParameterTypeRegistry()) -> CucumberExpressionGenerator {
        CucumberExpressionGenerator(registry: registry)
    }
}
