/// A `#` comment line of a feature file.
public struct Comment: Sendable, Hashable {
    /// Where it is in its file.
    public var location: Location
    /// Its text as written (a step's without the keyword).
    public var text: String

    /// Creates the message from its fields.
    public init(location: Location, text: String) {
        self.location = location
        self.text = text
    }
}
