/// A `@tag` of a feature, rule, scenario or examples block.
public struct Tag: Codable, Sendable, Hashable {
    public var location: Location
    public var name: String
    public var id: String

    /// Creates the message from its fields.
    public init(location: Location, name: String, id: String) {
        self.location = location
        self.name = name
        self.id = id
    }
}
