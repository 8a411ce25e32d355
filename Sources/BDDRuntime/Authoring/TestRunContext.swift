import CucumberMessages

/// The run as BeforeAll and AfterAll hooks see it: what they attach is tied to the hook.
@MainActor
public final class TestRunContext: Attaching {
    private let attachContent: (AttachmentContent) -> Void

    init(attach: @escaping (AttachmentContent) -> Void) {
        attachContent = attach
    }

    /// Attaches `body` to the running hook.
    public func attach(body: String, encoding: AttachmentContentEncoding, mediaType: String, fileName: String?) {
        attachContent(AttachmentContent(body: body, encoding: encoding, mediaType: mediaType, fileName: fileName))
    }
}
