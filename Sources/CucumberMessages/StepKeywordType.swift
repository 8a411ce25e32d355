/// What kind of keyword a step was written with.
public enum StepKeywordType: String, Sendable, Hashable, CaseIterable {
    /// `*`, or a keyword that is several kinds in the dialect.
    case unknown = "Unknown"
    /// `Given`.
    case context = "Context"
    /// `When`.
    case action = "Action"
    /// `Then`.
    case outcome = "Outcome"
    /// `And`, `But`.
    case conjunction = "Conjunction"
}
