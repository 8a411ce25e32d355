/// Text or binary data attached to a step, hook or run.
public struct Attachment: Codable, Sendable, Hashable {
    public var body: String
    public var contentEncoding: AttachmentContentEncoding
    public var fileName: String?
    public var mediaType: String
    public var source: Source?
    public var testCaseStartedId: String?
    public var testStepId: String?
    public var url: String?
    public var testRunStartedId: String?
    public var testRunHookStartedId: String?
    public var timestamp: Timestamp?

    /// Creates the message from its fields.
    public init(
        body: String,
        contentEncoding: AttachmentContentEncoding,
        fileName: String? = nil,
        mediaType: String,
        source: Source? = nil,
        testCaseStartedId: String? = nil,
        testStepId: String? = nil,
        url: String? = nil,
        testRunStartedId: String? = nil,
        testRunHookStartedId: String? = nil,
        timestamp: Timestamp? = nil
    ) {
        self.body = body
        self.contentEncoding = contentEncoding
        self.fileName = fileName
        self.mediaType = mediaType
        self.source = source
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.url = url
        self.testRunStartedId = testRunStartedId
        self.testRunHookStartedId = testRunHookStartedId
        self.timestamp = timestamp
    }
}
