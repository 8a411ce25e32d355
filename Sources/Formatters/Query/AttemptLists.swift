/// A list per test case attempt (by test case started id), the attempt under way kept in a field: an attempt's events
/// usually come one after the other, and a dictionary hashed the attempt's id for each of them. Attempts that
/// interleave (several workers' streams merged) wait in a dictionary until their turn comes again.
///
/// The per-step operations are inlined: they run for every step of the run.
struct AttemptLists<Element> {
    private var current: (startedId: String, elements: [Element])?
    private var others: [String: [Element]] = [:]
    /// The room a list gets when its first element arrives before any `start`.
    private let firstCapacity: Int

    init(firstCapacity: Int = 0) {
        self.firstCapacity = firstCapacity
    }

    /// Starts the list of `startedId`, with room for `capacity` elements.
    @inline(__always)
    mutating func start(_ startedId: String, capacity: Int) {
        var elements: [Element] = []
        elements.reserveCapacity(capacity)
        park()
        current = (startedId, elements)
    }

    /// Adds `element` at the end of the list of `startedId`.
    @inline(__always)
    mutating func append(_ element: Element, to startedId: String) {
        if current?.startedId != startedId {
            park()
            var elements = others.removeValue(forKey: startedId) ?? []
            if elements.isEmpty { elements.reserveCapacity(firstCapacity) }
            current = (startedId, elements)
        }
        current!.elements.append(element)
    }

    /// The list of `startedId`, in the order its elements came.
    @inline(__always)
    func elements(of startedId: String) -> [Element] {
        if let current, current.startedId == startedId { return current.elements }
        return others[startedId] ?? []
    }

    /// Takes the list of `startedId` out, forgetting it.
    @discardableResult
    mutating func remove(_ startedId: String) -> [Element] {
        guard let current, current.startedId == startedId else { return others.removeValue(forKey: startedId) ?? [] }
        self.current = nil
        return current.elements
    }

    /// Copies the list under way to the dictionary; the caller then gives the field to another attempt.
    private mutating func park() {
        if let current { others[current.startedId] = current.elements }
    }
}

extension AttemptLists: Sendable where Element: Sendable {}
