@testable import CucumberExpressions
import XCTest

final class IntegerExpressionMatcherTests: XCTestCase {
    func test_match_textsAroundNumbersOfEveryShape_giveWhatTheRegularExpressionGives() throws {
        let expressions = ["I add {int}", "{int} items", "range {int}-{int}", "{int}", "from {long} to {byte} ok", "née {int} fois", "x{int}y"]
        let numbers = ["5", "-5", "--5", "007", "", "-", "5a", "\u{663}", "5\u{663}", "12345678901234567890", "1 2", "+3"]
        let frames = ["I add #", "# items", "range #-#", "#", "from # to # ok", "née # fois", "x#y", "# items\n", "I add #\n", "I add # ", "x#y\u{2028}"]

        var decided = 0
        for source in expressions {
            let sut = try CucumberExpression(source)
            for frame in frames {
                for first in numbers {
                    for second in ["4", "-0", "٣"] {
                        var text = frame
                        if let range = text.range(of: "#") { text.replaceSubrange(range, with: first) }
                        text = text.replacingOccurrences(of: "#", with: second)

                        let regex = sut.tree.match(text).map { $0.children }
                        let fast = sut.match(text).map { $0.map(\.group) }

                        XCTAssertEqual(fast, regex, "\(source) against \(text.debugDescription)")
                        if case .matched = matcher(source)?.match(text) { decided += 1 }
                    }
                }
            }
        }
        XCTAssertGreaterThan(decided, 50, "the matcher decided without the regular expression")
    }

    func test_init_expressionsWhereTheRegularExpressionCouldBacktrack_leaveThemToIt() {
        XCTAssertNotNil(matcher("I add {int}"))
        XCTAssertNotNil(matcher("{int} of {long}"))
        XCTAssertNil(matcher("{int}5 apples"), "the number could give its last digit to the text")
        XCTAssertNil(matcher("{int}{int}"))
        XCTAssertNil(matcher("a {word}"))
        XCTAssertNil(matcher("{int} cucumber(s)"))
        XCTAssertNil(matcher("{int} red/green"))
        XCTAssertNil(matcher("no parameter"))
    }

    // MARK: - Helpers

    private func matcher(_ source: String) -> IntegerExpressionMatcher? {
        guard let ast = try? CucumberExpressionParser.parse(source),
              let compiled = try? CucumberExpressionCompiler(expression: source, registry: ParameterTypeRegistry()).compile(ast) else { return nil }
        return IntegerExpressionMatcher(nodes: ast.nodes, parameterTypes: compiled.parameterTypes)
    }
}
