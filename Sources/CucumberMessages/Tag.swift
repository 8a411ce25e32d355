/// A `@tag` of a feature, rule, scenario or examples block.
public struct Tag: Sendable, Hashable {
    /// Where it is in its file.
    public var location: Location
    /// Its name as written.
    public var name: String
    /// The id other messages refer to it by.
    public var id: String

    /// Creates the message from its fields.
    public init(location: Location, name: String, id: String) {
        self.location = location
        self.name = name
        self.id = id
    }
}
