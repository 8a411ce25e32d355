import Foundation
import TagExpressions

extension FuzzHarness {
    /// Parses the input as a tag expression, evaluates it on the input's own words, prints it and parses the
    /// printed form: it must give the same expression, with the same verdict.
    public static let tagExpressions = FuzzHarness(
        name: "tag-expressions",
        check: { input throws(PropertyViolation) in
            let text = String(decoding: input, as: UTF8.self)
            guard let expression = try? TagExpression(text) else { return }
            let tags = Set(text.split(whereSeparator: \.isWhitespace).map(String.init))
            let printed = expression.description
            guard let reparsed = try? TagExpression(printed) else {
                throw PropertyViolation("the printed form \(printed.debugDescription) does not parse back")
            }
            guard reparsed == expression else {
                throw PropertyViolation("the printed form \(printed.debugDescription) parses to another expression")
            }
            guard reparsed.evaluate(tags) == expression.evaluate(tags) else {
                throw PropertyViolation("the printed form \(printed.debugDescription) selects other tags")
            }
        },
        seeds: { conformance in
            let folder = conformance.appendingPathComponent("tag-expressions")
            return ["parsing.json", "evaluations.json", "errors.json"].flatMap { file in
                SeedFiles.testCases(in: folder.appendingPathComponent(file)).compactMap { ($0["expression"] as? String).map { Array($0.utf8) } }
            }
        }
    )
}
