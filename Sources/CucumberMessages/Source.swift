/// The text of a feature file as it was read.
public struct Source: Codable, Sendable, Hashable {
    public var uri: String
    public var data: String
    public var mediaType: SourceMediaType

    /// Creates the message from its fields.
    public init(uri: String, data: String, mediaType: SourceMediaType) {
        self.uri = uri
        self.data = data
        self.mediaType = mediaType
    }
}
