import CucumberMessages

/// How many scenarios or steps ended with each status.
public struct StatusCounts: Sendable, Equatable {
    /// The order statuses are listed in a summary: the worst first, as Cucumber does.
    public static let reportOrder: [TestStepResultStatus] = [.failed, .ambiguous, .undefined, .pending, .skipped, .passed, .unknown]

    /// By severity, which numbers the statuses from 0: a run counts every step, and a dictionary keyed by the
    /// status hashed its string raw value each time.
    private var counts = [Int](repeating: 0, count: TestStepResultStatus.allCases.count)

    /// Creates counts of zero.
    public init() {}

    /// How many ended with `status`.
    public subscript(status: TestStepResultStatus) -> Int {
        counts[status.severity]
    }

    /// How many there are in all.
    public var total: Int {
        counts.reduce(0, +)
    }

    /// Counts one more with `status`.
    public mutating func add(_ status: TestStepResultStatus) {
        counts[status.severity] += 1
    }

    /// Counts `count` more with `status`.
    public mutating func add(_ status: TestStepResultStatus, count: Int) {
        counts[status.severity] += count
    }

    /// The statuses with a count above zero, in report order.
    public var nonZero: [(status: TestStepResultStatus, count: Int)] {
        Self.reportOrder.compactMap { status in self[status] > 0 ? (status, self[status]) : nil }
    }
}
