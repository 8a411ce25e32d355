/// The text of a feature file as it was read.
public struct Source: Sendable, Hashable {
    /// The path of its file, as given.
    public var uri: String
    /// The file's text.
    public var data: String
    /// The media type of its content.
    public var mediaType: SourceMediaType

    /// Creates the message from its fields.
    public init(uri: String, data: String, mediaType: SourceMediaType) {
        self.uri = uri
        self.data = data
        self.mediaType = mediaType
    }
}
