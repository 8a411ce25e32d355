import TagExpressions
import XCTest
import TestSupport

/// Every case of the official tag-expressions suite: formatting, evaluation and error messages.
final class TagExpressionConformanceTests: XCTestCase {
    func test_description_everyParsingCase_isTheFormattedExpression() throws {
        let file = "parsing.json"
        let cases = try ConformanceSuite.cases("tag-expressions", file, as: [ParsingCase].self)

        let failures = cases.compactMap { testCase -> String? in
            do {
                let formatted = try TagExpression(testCase.expression).description
                return formatted == testCase.formatted
                    ? nil : "\(testCase.expression.debugDescription): expected \(testCase.formatted.debugDescription), got \(formatted.debugDescription)"
            } catch {
                return "\(testCase.expression.debugDescription): unexpected error \(error)"
            }
        }

        ConformanceSuite.report(file, total: cases.count, failures: failures)
    }

    func test_evaluate_everyEvaluationCase_givesTheExpectedResult() throws {
        let file = "evaluations.json"
        let cases = try ConformanceSuite.cases("tag-expressions", file, as: [EvaluationCase].self)
        let checks = cases.flatMap { testCase in testCase.tests.map { (testCase.expression, $0) } }

        let failures = checks.compactMap { expression, check -> String? in
            do {
                let result = try TagExpression(expression).evaluate(check.variables)
                return result == check.result
                    ? nil : "\(expression.debugDescription) with \(check.variables): expected \(check.result), got \(result)"
            } catch {
                return "\(expression.debugDescription): unexpected error \(error)"
            }
        }

        ConformanceSuite.report(file, total: checks.count, failures: failures)
    }

    func test_init_everyErrorCase_throwsTheOfficialMessage() throws {
        let file = "errors.json"
        let cases = try ConformanceSuite.cases("tag-expressions", file, as: [ErrorCase].self)

        let failures = cases.compactMap { testCase -> String? in
            do throws(TagExpressionError) {
                let parsed = try TagExpression(testCase.expression)
                return "\(testCase.expression.debugDescription): expected an error, parsed \(parsed)"
            } catch {
                return error.message == testCase.error
                    ? nil : "\(testCase.expression.debugDescription): expected \(testCase.error.debugDescription), got \(error.message.debugDescription)"
            }
        }

        ConformanceSuite.report(file, total: cases.count, failures: failures)
    }

    // MARK: - Helpers

    private struct ParsingCase: Decodable {
        let expression: String
        let formatted: String
    }

    private struct EvaluationCase: Decodable {
        struct Check: Decodable {
            let variables: [String]
            let result: Bool
        }

        let expression: String
        let tests: [Check]
    }

    private struct ErrorCase: Decodable {
        let expression: String
        let error: String
    }
}
