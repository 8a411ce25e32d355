/// Runs a step or hook body so that what a test framework records in it counts: the body's outcome is what it
/// threw and every issue recorded while it ran.
///
/// With no framework to hear (none loaded, as in a suite that only throws), `listens` is false and a body runs bare:
/// nothing is added to a step that the run does not need.
struct AssertionCapture: Sendable {
    /// The host runner's scope, when steps run inside its tests.
    let host: (any HostIssueScope)?
    /// Whether there is anything to hear: a framework is heard, or a host has a scope of its own.
    let listens: Bool
    private let xcTest: (any XCTestIssueSource.Type)?

    init(host: (any HostIssueScope)? = nil) {
        self.host = host
        let frameworks = FrameworkAssertions.current
        listens = host != nil || frameworks.listens
        xcTest = frameworks.xcTestSource
    }

    /// Runs `body`; returns what it threw, if anything, and the issues recorded while it ran.
    @MainActor
    func run(_ body: @escaping @MainActor @Sendable () async throws -> Void) async -> (thrown: (any Error)?, issues: [RecordedIssue]) {
        xcTest?.willRunBody()
        let sink = IssueSink()
        var thrown: (any Error)?
        do {
            try await sink.listening {
                if let host { try await host.run(body) } else { try await body() }
            }
        } catch {
            thrown = error
        }
        return (thrown, sink.recorded)
    }
}
