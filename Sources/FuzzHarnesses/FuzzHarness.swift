import Foundation

/// One fuzz target: a property that must hold for any input bytes, and the seeds a campaign starts from.
///
/// A crash (a trap, a sanitizer report) fails on its own; `check` throws for the properties a crash cannot show,
/// such as a round trip that changes its value.
public struct FuzzHarness: Sendable {
    /// The harness's name, e.g. `gherkin`.
    public let name: String
    /// Runs the code under test on `input` and throws when a property does not hold.
    public let check: @Sendable ([UInt8]) throws(PropertyViolation) -> Void
    /// Seed inputs made from the shared conformance suites in the folder given.
    public let seeds: @Sendable (_ conformance: URL) -> [[UInt8]]

    /// The five harnesses, in the order the fuzz script runs them.
    public static let all: [FuzzHarness] = [.gherkin, .cucumberExpressions, .tagExpressions, .messageStream, .languageServer]
}
