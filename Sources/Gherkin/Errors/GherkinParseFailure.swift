/// Every syntax error of a feature file, in the order found: parsing goes on after the first.
public struct GherkinParseFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The errors, never empty.
    public let errors: [GherkinError]

    /// Creates a failure from the errors found.
    public init(errors: [GherkinError]) {
        self.errors = errors
    }

    /// Every error's description, one per line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
