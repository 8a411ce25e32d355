import CucumberMessages

/// The run as `beforeRun` and `afterRun` hooks see it: the environment the run's steps get, and attachments tied to
/// the hook.
@MainActor
public final class RunSetupContext: Attaching {
    /// Variables every worker process starts with (an in-process run sets them in its own environment), on top of
    /// the run's own: what `beforeRun` sets here, a step reads from `ProcessInfo.processInfo.environment`. In
    /// `afterRun`, what the `beforeRun` hooks set.
    public var environment: [String: String]
    private let attachContent: (AttachmentContent) -> Void

    init(environment: [String: String], attach: @escaping (AttachmentContent) -> Void) {
        self.environment = environment
        attachContent = attach
    }

    /// Attaches `body` to the running hook.
    public func attach(body: String, encoding: AttachmentContentEncoding, mediaType: String, fileName: String?) {
        attachContent(AttachmentContent(body: body, encoding: encoding, mediaType: mediaType, fileName: fileName))
    }
}
