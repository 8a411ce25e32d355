import CucumberExpressions
import Foundation

extension FuzzHarness {
    /// Takes the input's first line as a Cucumber Expression and the rest as step text: compiles the expression,
    /// matches it against the text and reads every value, then generates expressions from the text: each must
    /// compile and match the text it came from.
    public static let cucumberExpressions = FuzzHarness(
        name: "cucumber-expressions",
        check: { input throws(PropertyViolation) in
            let text = String(decoding: input, as: UTF8.self)
            let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            let stepText = parts.count > 1 ? String(parts[1]) : ""
            if let expression = try? CucumberExpression(String(parts[0])) {
                for argument in expression.match(stepText) ?? [] { _ = try? argument.value() }
            }
            for generated in CucumberExpressionGenerator().generateExpressions(from: stepText) {
                guard let expression = try? CucumberExpression(generated.source) else {
                    throw PropertyViolation("the generated expression \(generated.source.debugDescription) does not compile")
                }
                guard expression.match(stepText) != nil else {
                    throw PropertyViolation("the generated expression \(generated.source.debugDescription) does not match its text")
                }
            }
        },
        seeds: { conformance in
            let folder = conformance.appendingPathComponent("cucumber-expressions")
            let files = ["cucumber-expression-matching.json", "cucumber-expression-parser.json",
                         "cucumber-expression-tokenizer.json", "cucumber-expression-transformation.json"]
            return files.flatMap { file in
                SeedFiles.testCases(in: folder.appendingPathComponent(file)).compactMap { testCase in
                    (testCase["expression"] as? String).map { Array(($0 + "\n" + (testCase["text"] as? String ?? "")).utf8) }
                }
            }
        }
    )
}
