/// A host test runner's own way to hear what its framework records inside a step, when steps run inside its tests
/// (the Swift Testing bridge): there the framework tells the running test, not the fallback handler.
public protocol HostIssueScope: Sendable {
    /// Runs `body`, handing each issue the host's framework records in it to `IssueSink.record(_:)` instead of
    /// failing the host's own test with it: the step's failure tells it, once.
    @MainActor
    func run(_ body: @escaping @MainActor @Sendable () async throws -> Void) async throws
}
