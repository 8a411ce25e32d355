/// How a run executes its test cases.
public struct RunOptions: Sendable, Hashable {
    /// Match steps without running anything: defined steps are reported skipped.
    public var dryRun: Bool
    /// Stop starting test cases after the first one that fails the run.
    public var failFast: Bool
    /// Whether undefined and pending steps fail the run (Cucumber's default: yes).
    public var strict: Bool
    /// The order test cases run in.
    public var order: ExecutionOrder

    /// Creates options; the defaults are Cucumber's.
    public init(dryRun: Bool = false, failFast: Bool = false, strict: Bool = true, order: ExecutionOrder = .defined) {
        self.dryRun = dryRun
        self.failFast = failFast
        self.strict = strict
        self.order = order
    }
}
