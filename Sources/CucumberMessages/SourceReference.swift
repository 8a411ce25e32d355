/// Where something is defined: a file and a location in it.
public struct SourceReference: Codable, Sendable, Hashable {
    public var uri: String?
    public var location: Location?

    /// Creates the message from its fields.
    public init(uri: String? = nil, location: Location? = nil) {
        self.uri = uri
        self.location = location
    }
}
