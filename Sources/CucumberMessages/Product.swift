/// A named, versioned piece of software in `meta`.
public struct Product: Codable, Sendable, Hashable {
    public var name: String
    public var version: String?

    /// Creates the message from its fields.
    public init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}
