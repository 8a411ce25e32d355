/// Runs a step or hook body so that what a test framework records in it counts: the body's outcome is what it
/// threw and every issue recorded while it ran.
///
/// With no framework to hear (none loaded, as in a suite that only throws), a body runs bare: nothing is added to a
/// step that the run does not need.
struct AssertionCapture: Sendable {
    /// The host runner's scope, when steps run inside its tests.
    let host: (any HostIssueScope)?
    private let listens: Bool
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
        guard listens else {
            do { try await body() } catch { return (error, []) }
            return (nil, [])
        }
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
