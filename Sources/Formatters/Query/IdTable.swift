/// Values by message id for tables that usually stay short (what a run has under way, the step definitions a run
/// used): a short list searched from its newest entry while it stays short, a dictionary while it is long.
///
/// A run has a handful of test cases under way at once, and comparing a few short ids costs less than hashing one,
/// for about two dozen lookups a test case. A stream that
/// lists every pickle before running any (another tool's) fills the table past `listLimit`: it then hashes, until it
/// empties again.
struct IdTable<Value> {
    private var ids: [String] = []
    private var values: [Value] = []
    private var hashed: [String: Value] = [:]
    private var isHashed = false

    /// How many entries the list holds before the table hashes instead.
    static var listLimit: Int { 16 }

    /// An empty table.
    init() {}

    var isEmpty: Bool { isHashed ? hashed.isEmpty : ids.isEmpty }

    /// Every value, in no particular order.
    var allValues: [Value] { isHashed ? Array(hashed.values) : values }

    @inline(__always)
    subscript(id: String) -> Value? {
        get {
            if isHashed { return hashed[id] }
            return position(of: id).map { values[$0] }
        }
        set {
            guard let newValue else {
                removeValue(forKey: id)
                return
            }
            if isHashed {
                hashed[id] = newValue
            } else if let position = position(of: id) {
                values[position] = newValue
            } else if ids.count < Self.listLimit {
                ids.append(id)
                values.append(newValue)
            } else {
                hashed = Dictionary(uniqueKeysWithValues: zip(ids, values))
                ids = []
                values = []
                isHashed = true
                hashed[id] = newValue
            }
        }
    }

    /// The first value `predicate` accepts, newest first while the table is a list.
    func first(where predicate: (Value) -> Bool) -> Value? {
        isHashed ? hashed.values.first(where: predicate) : values.last(where: predicate)
    }

    /// Takes the value of `id` out, forgetting it; nil when there is none.
    @inline(__always)
    @discardableResult
    mutating func removeValue(forKey id: String) -> Value? {
        if isHashed {
            let removed = hashed.removeValue(forKey: id)
            if hashed.isEmpty { isHashed = false }
            return removed
        }
        guard let position = position(of: id) else { return nil }
        ids.remove(at: position)
        return values.remove(at: position)
    }

    @inline(__always)
    private func position(of id: String) -> Int? {
        // Newest first: a lookup is most often about what the stream said last.
        var position = ids.count
        while position > 0 {
            position -= 1
            if ids[position] == id { return position }
        }
        return nil
    }
}

extension IdTable: Sendable where Value: Sendable {}
