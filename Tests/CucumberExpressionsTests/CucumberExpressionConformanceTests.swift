import XCTest

@testable import CucumberExpressions
import TestSupport

/// Every case of the official cucumber-expressions suite: tokens, syntax trees, regexps, matches and errors.
final class CucumberExpressionConformanceTests: XCTestCase {
    func test_tokenize_everyTokenizerCase_yieldsTheExpectedTokensOrError() throws {
        let file = "cucumber-expression-tokenizer.json"
        let cases = try ConformanceSuite.cases("cucumber-expressions", file, as: [TokenizerCase].self)

        let failures = cases.compactMap { testCase -> String? in
            do {
                let tokens = try CucumberExpressionTokenizer.tokenize(testCase.expression).map {
                    ExpectedToken(type: $0.type.rawValue, start: $0.start, end: $0.end, text: $0.text)
                }
                return verify(testCase.name, actual: tokens, expected: testCase.expected_tokens, exception: testCase.exception)
            } catch {
                return verify(testCase.name, error: error, expected: testCase.exception)
            }
        }

        ConformanceSuite.report(file, total: cases.count, failures: failures)
    }

    func test_parse_everyParserCase_yieldsTheExpectedTreeOrError() throws {
        let file = "cucumber-expression-parser.json"
        let cases = try ConformanceSuite.cases("cucumber-expressions", file, as: [ParserCase].self)

        let failures = cases.compactMap { testCase -> String? in
            do {
                let ast = ExpectedNode(try CucumberExpressionParser.parse(testCase.expression))
                return verify(testCase.name, actual: ast, expected: testCase.expected_ast, exception: testCase.exception)
            } catch {
                return verify(testCase.name, error: error, expected: testCase.exception)
            }
        }

        ConformanceSuite.report(file, total: cases.count, failures: failures)
    }

    func test_regularExpression_everyTransformationCase_yieldsTheExpectedRegexp() throws {
        let file = "cucumber-expression-transformation.json"
        let cases = try ConformanceSuite.cases("cucumber-expressions", file, as: [TransformationCase].self)

        let failures = cases.compactMap { testCase -> String? in
            do {
                let regexp = try CucumberExpression(testCase.expression).regularExpression
                return verify(testCase.name, actual: regexp, expected: testCase.expected_regex, exception: nil)
            } catch {
                return verify(testCase.name, error: error, expected: nil)
            }
        }

        ConformanceSuite.report(file, total: cases.count, failures: failures)
    }

    func test_match_everyCucumberExpressionMatchingCase_yieldsTheExpectedArgumentsOrError() throws {
        let file = "cucumber-expression-matching.json"
        let cases = try ConformanceSuite.cases("cucumber-expressions", file, as: [MatchingCase].self)

        let failures = cases.compactMap { testCase -> String? in
            do {
                let expression = try CucumberExpression(testCase.expression)
                let values = try expression.match(testCase.text ?? "")?.map { try $0.value() }
                return verifyArguments(testCase, values)
            } catch {
                return verify(testCase.name, error: error, expected: testCase.exception)
            }
        }

        ConformanceSuite.report(file, total: cases.count, failures: failures)
    }

    func test_match_everyRegularExpressionMatchingCase_yieldsTheExpectedArguments() throws {
        let file = "regular-expression-matching.json"
        let cases = try ConformanceSuite.cases("cucumber-expressions", file, as: [MatchingCase].self)

        let failures = cases.compactMap { testCase -> String? in
            do {
                let expression = try RegularExpression(testCase.expression)
                let values = try expression.match(testCase.text ?? "")?.map { try $0.value() }
                return verifyArguments(testCase, values)
            } catch {
                return verify(testCase.name, error: error, expected: testCase.exception)
            }
        }

        ConformanceSuite.report(file, total: cases.count, failures: failures)
    }

    // MARK: - Helpers

    private struct TokenizerCase: Decodable {
        let name: String
        let expression: String
        let expected_tokens: [ExpectedToken]?
        let exception: String?
    }

    private struct ExpectedToken: Decodable, Equatable {
        let type: String
        let start: Int
        let end: Int
        let text: String
    }

    private struct ParserCase: Decodable {
        let name: String
        let expression: String
        let expected_ast: ExpectedNode?
        let exception: String?
    }

    private struct ExpectedNode: Decodable, Equatable {
        let type: String
        let start: Int
        let end: Int
        let token: String?
        let nodes: [ExpectedNode]?

        init(_ node: Node) {
            type = node.type.rawValue
            start = node.start
            end = node.end
            token = node.type == .text ? node.token : nil
            nodes = node.type == .text ? nil : node.nodes.map(ExpectedNode.init)
        }
    }

    private struct TransformationCase: Decodable {
        let name: String
        let expression: String
        let expected_regex: String
    }

    private struct MatchingCase: Decodable {
        let name: String
        let expression: String
        let text: String?
        let expected_args: [JSONValue]?
        let exception: String?
    }

    private func verify<T: Equatable>(_ name: String, actual: T, expected: T?, exception: String?) -> String? {
        if let exception { return "\(name): expected error \(exception.debugDescription), got \(actual)" }
        return actual == expected ? nil : "\(name): expected \(String(describing: expected)), got \(actual)"
    }

    private func verify(_ name: String, error: Error, expected: String?) -> String? {
        let message = (error as? CucumberExpressionError)?.message ?? "\(error)"
        return message == expected ? nil : "\(name): expected \(String(describing: expected?.debugDescription)), got error \(message.debugDescription)"
    }

    private func verifyArguments(_ testCase: MatchingCase, _ values: [(any Sendable)?]?) -> String? {
        if let exception = testCase.exception { return "\(testCase.name): expected error \(exception.debugDescription)" }
        let description = values.map { "\($0.map { $0.map { "\($0)" } ?? "nil" })" } ?? "no match"
        guard let expected = testCase.expected_args else {
            return values == nil ? nil : "\(testCase.name): expected no match, got \(description)"
        }
        guard let values, values.count == expected.count, zip(values, expected).allSatisfy(Self.isEqual) else {
            return "\(testCase.name): expected \(expected), got \(description)"
        }
        return nil
    }

    /// Whether a transformed value is the JSON value Cucumber's reference implementation produced.
    private static func isEqual(_ actual: (any Sendable)?, _ expected: JSONValue) -> Bool {
        switch (expected, actual) {
        case (.null, nil): true
        case (.string(let text), let value as String): value == text
        case (.string(let text), let value as BigDecimal): value.description == text
        case (.string(let text), let value as BigInteger): value.description == text
        case (.integer(let number), let value as Int): Int64(value) == number
        case (.integer(let number), let value as Int8): Int64(value) == number
        case (.integer(let number), let value as Int16): Int64(value) == number
        case (.integer(let number), let value as Int64): value == number
        case (.integer(let number), let value as BigInteger): value.description == String(number)
        case (.integer(let number), let value as Float): value == Float(number)
        case (.integer(let number), let value as Double): value == Double(number)
        case (.double(let number), let value as Float): value == Float(number)
        case (.double(let number), let value as Double): value == number
        default: false
        }
    }
}
