/// Collects parse errors as the official parsers do: each message once, and no more than eleven.
struct ErrorCollector {
    /// The official parsers stop once they hold more errors than this.
    static let limit = 10

    private(set) var errors: [GherkinError] = []

    /// Whether parsing should stop.
    var isOverLimit: Bool { errors.count > Self.limit }

    /// Records `error` unless one with the same message is already there.
    mutating func add(_ error: GherkinError) {
        let message = error.message
        guard !errors.contains(where: { $0.message == message }) else { return }
        errors.append(error)
    }
}
