import CucumberMessages

/// The run as BeforeAll and AfterAll hooks see it: what they attach is tied to the hook, and which worker runs them.
@MainActor
public final class TestRunContext: Attaching {
    /// Which worker process this is, from 0 (`BDD_WORKER_ID`); 0 in an in-process run. A worker that replaces a
    /// crashed one keeps its id.
    public let workerId: Int
    /// How many workers the run may start at once (`BDD_WORKER_COUNT`, `--parallel`); 1 in an in-process run.
    public let workerCount: Int
    private let attachContent: (AttachmentContent) -> Void

    init(workerId: Int = 0, workerCount: Int = 1, attach: @escaping (AttachmentContent) -> Void) {
        self.workerId = workerId
        self.workerCount = workerCount
        attachContent = attach
    }

    /// Attaches `body` to the running hook.
    public func attach(body: String, encoding: AttachmentContentEncoding, mediaType: String, fileName: String?) {
        attachContent(AttachmentContent(body: body, encoding: encoding, mediaType: mediaType, fileName: fileName))
    }
}
