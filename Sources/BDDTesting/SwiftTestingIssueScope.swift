import BDDRuntime
import Testing

/// Hears what Swift Testing records inside a step that runs in a Swift Testing case: the case's own issues, which the
/// fallback handler never sees. Each becomes the step's failure instead of the case's issue at the Swift line, so it
/// is told once, at the feature's line, and the rest of the scenario is skipped.
#if compiler(>=6.2)
struct SwiftTestingIssueScope: HostIssueScope {
    @MainActor
    func run(_ body: @escaping @MainActor @Sendable () async throws -> Void) async throws {
        guard let test = Test.current else { return try await body() }
        let scope: IssueHandlingTrait = .compactMapIssues { issue in
            guard issue.isFailure else { return issue }
            let location = issue.sourceLocation.map { CodeLocation(file: $0.filePath, line: $0.line) }
            let heard = IssueSink.record(RecordedIssue(headline: String(describing: issue.kind), comments: issue.comments.map(\.rawValue), location: location))
            return heard ? nil : issue
        }
        try await scope.provideScope(for: test, testCase: Test.Case.current) { try await body() }
    }
}
#endif
