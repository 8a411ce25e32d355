/// What was worked out for each distinct step text, kept for the texts a run repeats (backgrounds, shared
/// phrasings).
///
/// Forgotten whole once it holds `limit` texts: an outline of a million rows, each row's text its own, then costs
/// no more memory than a suite of a few thousand texts, and a suite that repeats its texts loses nothing.
struct TextCache<Value> {
    private var values: [String: Value] = [:]
    private let limit: Int

    /// A cache of at most `limit` texts.
    init(limit: Int = 1 << 13) {
        self.limit = limit
    }

    /// What is kept for `text`; setting a value when the cache is full forgets every other first.
    subscript(text: String) -> Value? {
        get { values[text] }
        set {
            if newValue != nil, values.count >= limit { values.removeAll(keepingCapacity: true) }
            values[text] = newValue
        }
    }
}

extension TextCache: Sendable where Value: Sendable {}
