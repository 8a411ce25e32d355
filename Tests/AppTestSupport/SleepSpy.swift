/// Records the waits it is asked for and returns at once, so tests see a stub's delay without spending it.
public actor SleepSpy {
    /// Every wait asked for, in order.
    public private(set) var durations: [Duration] = []
    private let cancelsTheWaitingTask: Bool

    /// A spy that returns normally; with `cancellingTheWaitingTask`, the waiting task is cancelled first,
    /// as if the user gave up during the wait.
    public init(cancellingTheWaitingTask: Bool = false) {
        cancelsTheWaitingTask = cancellingTheWaitingTask
    }

    /// Records `duration` and returns without waiting.
    public func sleep(for duration: Duration) async throws {
        durations.append(duration)
        if cancelsTheWaitingTask {
            withUnsafeCurrentTask { $0?.cancel() }
        }
    }
}
