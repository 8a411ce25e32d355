/// Why the scenarios of a specification could not be listed: a missing path, a bad selection, malformed steps.
public struct SpecificationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in a sentence.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
