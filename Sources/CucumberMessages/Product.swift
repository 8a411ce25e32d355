/// A named, versioned piece of software in `meta`.
public struct Product: Codable, Sendable, Hashable {
    /// Its name as written.
    public var name: String
    /// Its version.
    public var version: String?

    /// Creates the message from its fields.
    public init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}
