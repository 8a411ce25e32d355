/// Where something is defined: a file and a location in it.
public struct SourceReference: Sendable, Hashable {
    /// The path of its file, as given.
    public var uri: String?
    /// Where it is in its file.
    public var location: Location?

    /// Creates the message from its fields.
    public init(uri: String? = nil, location: Location? = nil) {
        self.uri = uri
        self.location = location
    }
}
