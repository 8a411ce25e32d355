/// A `#` comment line of a feature file.
public struct Comment: Codable, Sendable, Hashable {
    public var location: Location
    public var text: String

    /// Creates the message from its fields.
    public init(location: Location, text: String) {
        self.location = location
        self.text = text
    }
}
