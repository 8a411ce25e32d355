import CucumberMessages

/// How many scenarios or steps ended with each status.
public struct StatusCounts: Sendable, Equatable {
    /// The order statuses are listed in a summary: the worst first, as Cucumber does.
    public static let reportOrder: [TestStepResultStatus] = [.failed, .ambiguous, .undefined, .pending, .skipped, .passed, .unknown]

    private var counts: [TestStepResultStatus: Int] = [:]

    /// Creates counts of zero.
    public init() {}

    /// How many ended with `status`.
    public subscript(status: TestStepResultStatus) -> Int {
        counts[status] ?? 0
    }

    /// How many there are in all.
    public var total: Int {
        counts.values.reduce(0, +)
    }

    /// Counts one more with `status`.
    public mutating func add(_ status: TestStepResultStatus) {
        counts[status, default: 0] += 1
    }

    /// The statuses with a count above zero, in report order.
    public var nonZero: [(status: TestStepResultStatus, count: Int)] {
        Self.reportOrder.compactMap { status in self[status] > 0 ? (status, self[status]) : nil }
    }
}
