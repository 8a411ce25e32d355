import Dispatch

/// The clock a supervised worker runs against: the running step's (or run hook's) timeout, then, once the step was
/// told to stop, the grace it has before its worker is killed.
///
/// Moments are durations since the monotonic clock's zero (`DispatchTime`'s uptime), as `EventChannel` keeps its
/// own: a `ContinuousClock.Instant`'s layout is hidden from this module, so every optional holding one was copied,
/// stored and destroyed through its type's metadata, twice a step.
struct WorkerDeadline {
    /// What is due now.
    enum Due: Equatable {
        /// The step overran `timeout`: tell the worker to cancel step `id`.
        case cancel(id: String, timeout: Swift.Duration)
        /// The step did not stop within the grace after it was cancelled: kill the worker.
        case kill(timeout: Swift.Duration)
    }

    /// The step being timed: when it is due, its timeout and its id.
    private var step: (at: Swift.Duration, timeout: Swift.Duration, id: String)?
    /// The timeout of the step that was told to stop, and when its grace ends.
    private var cancelled: (timeout: Swift.Duration, killAt: Swift.Duration)?

    /// The moment it is now, on the clock deadlines are kept by.
    static func now() -> Swift.Duration {
        .nanoseconds(Int64(clamping: DispatchTime.now().uptimeNanoseconds))
    }

    /// Starts timing step `id`; a nil or zero timeout means no limit.
    mutating func arm(id: String, timeout: Swift.Duration?, now: Swift.Duration = now()) {
        guard let timeout, timeout > .zero else {
            step = nil
            return
        }
        step = (now + timeout, timeout, id)
    }

    /// Stops timing the step: it finished, in time or after it was told to stop.
    mutating func disarm() {
        step = nil
        cancelled = nil
    }

    /// The earliest moment something falls due.
    var nearest: Swift.Duration? {
        switch (step?.at, cancelled?.killAt) {
        case let (step?, kill?): min(step, kill)
        case let (step?, nil): step
        case let (nil, kill?): kill
        case (nil, nil): nil
        }
    }

    /// What falls due at `now`, moving on to the next stage: a cancelled step gets `grace` before the kill.
    mutating func due(at now: Swift.Duration, grace: Swift.Duration) -> Due? {
        if let cancelled, now >= cancelled.killAt {
            self.cancelled = nil
            return .kill(timeout: cancelled.timeout)
        }
        if let step, now >= step.at {
            self.step = nil
            cancelled = (step.timeout, now + grace)
            return .cancel(id: step.id, timeout: step.timeout)
        }
        return nil
    }
}
