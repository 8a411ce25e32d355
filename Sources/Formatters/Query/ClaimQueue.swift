/// What the stream announced and has yet to claim, by message id: pickles until their test case comes, test cases
/// until their first attempt starts.
///
/// Hundreds wait at once (a run sends test cases far ahead of its workers) and each is claimed once, in about the
/// order it came: the oldest few are compared first, so an id is never hashed, where a dictionary hashed it on the
/// way in and on the way out, and the ids of its neighbours too as it moved them back. A claim out of turn (another
/// order of the run, another tool's stream) hashes everything still waiting, once, and the queue hashes until it
/// empties.
struct ClaimQueue<Value> {
    /// Everything announced since the queue last emptied, in order; a claimed entry leaves a hole.
    private var waiting: [(id: String, value: Value)?] = []
    /// The oldest entry not claimed: every entry before it is a hole.
    private var next = 0
    /// Everything waiting by id, once a claim came out of turn; nil while claims come in turn.
    private var hashed: [String: Value]?

    /// How many of the oldest entries a claim compares before it hashes instead.
    static var searchLimit: Int { 8 }

    /// An empty queue.
    init() {}

    /// Adds `value`, to be claimed by `id`.
    mutating func append(_ value: Value, id: String) {
        if hashed != nil {
            hashed?[id] = value
        } else {
            waiting.append((id, value))
        }
    }

    /// Takes the value of `id` out; nil when none waits.
    mutating func claim(_ id: String) -> Value? {
        if hashed == nil {
            var position = next
            while position < min(waiting.count, next + Self.searchLimit) {
                if let entry = waiting[position], entry.id == id {
                    take(at: position)
                    return entry.value
                }
                position += 1
            }
            guard next < waiting.count else { return nil }
            var byId: [String: Value] = [:]
            byId.reserveCapacity(waiting.count - next)
            for case let (id, value)? in waiting[next...] where byId[id] == nil { byId[id] = value }
            hashed = byId
            waiting = []
            next = 0
        }
        let value = hashed?.removeValue(forKey: id)
        if hashed?.isEmpty == true { hashed = nil }
        return value
    }

    private mutating func take(at position: Int) {
        waiting[position] = nil
        while next < waiting.count, waiting[next] == nil { next += 1 }
        if next == waiting.count {
            waiting.removeAll(keepingCapacity: true)
            next = 0
        } else if next >= 1024, next * 2 >= waiting.count {
            // The holes are half the list: dropped, so a long run's list stays the size of what waits.
            waiting.removeFirst(next)
            next = 0
        }
    }
}
