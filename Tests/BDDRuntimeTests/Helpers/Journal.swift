/// A spy the step bodies of a test write to, in the order they run.
@MainActor
final class Journal {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }
}

/// A failure a test step throws on purpose.
struct Boom: Error, CustomStringConvertible {
    var description: String { "boom" }
}
