/// The doc string argument of a step.
public struct DocString: Codable, Sendable, Hashable {
    public var location: Location
    public var mediaType: String?
    public var content: String
    public var delimiter: String

    /// Creates the message from its fields.
    public init(
        location: Location,
        mediaType: String? = nil,
        content: String,
        delimiter: String
    ) {
        self.location = location
        self.mediaType = mediaType
        self.content = content
        self.delimiter = delimiter
    }
}
