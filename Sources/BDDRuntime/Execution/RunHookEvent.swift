import CucumberMessages

/// What a BeforeAll or AfterAll hook's execution says as it goes, and nothing the library says already: it started
/// (the id it was given, and the hook's position in the library), it attached something, it finished.
///
/// Its messages are made here, the one place, from the event and the hook under way: in process as the hook runs,
/// in a supervised run by the coordinator, which knows which hook a worker runs.
enum RunHookEvent: Equatable {
    case started(id: String, hook: Int, at: Timestamp)
    case attachment(AttachmentContent, at: Timestamp)
    case finished(status: TestStepResultStatus, duration: Duration, detail: TestCaseEvent.Detail?, at: Timestamp)

    /// The message of a start, for the hook published as `hookId` in the run `testRunStartedId`; nil for another event.
    func startedMessage(hookId: String, testRunStartedId: String) -> TestRunHookStarted? {
        guard case .started(let id, _, let at) = self else { return nil }
        return TestRunHookStarted(id: id, testRunStartedId: testRunStartedId, hookId: hookId, timestamp: at)
    }

    /// The message of an attachment or the end of the hook that `running` started; nil for a start.
    func message(of running: TestRunHookStarted) -> Envelope? {
        switch self {
        case .started:
            return nil
        case .attachment(let content, let at):
            return .attachment(Attachment(
                body: content.body,
                contentEncoding: content.encoding,
                fileName: content.fileName,
                mediaType: content.mediaType,
                testRunHookStartedId: running.id,
                timestamp: at
            ))
        case .finished(let status, let duration, let detail, let at):
            return .testRunHookFinished(TestRunHookFinished(
                testRunHookStartedId: running.id,
                result: TestStepResult(duration: duration, message: detail?.message, status: status, exception: detail?.exception),
                timestamp: at
            ))
        }
    }
}
