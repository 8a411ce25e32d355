/// Text or binary data attached to a step, hook or run.
public struct Attachment: Sendable, Hashable {
    /// The attached data.
    public var body: String
    /// How the body is encoded.
    public var contentEncoding: AttachmentContentEncoding
    /// The name to save it under.
    public var fileName: String?
    /// The media type of its content.
    public var mediaType: String
    /// Where it comes from.
    public var source: Source?
    /// The test case attempt it belongs to.
    public var testCaseStartedId: String?
    /// The test step it is about.
    public var testStepId: String?
    /// Where the data can be fetched instead of an inline body.
    public var url: String?
    /// The run it belongs to.
    public var testRunStartedId: String?
    /// The run hook execution it belongs to.
    public var testRunHookStartedId: String?
    /// When it happened.
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
