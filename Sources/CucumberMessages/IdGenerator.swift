/// Makes the ids that link messages to each other.
///
/// Injected wherever ids are made, so tests and conformance runs get predictable ids.
public protocol IdGenerator {
    /// Returns an id never returned before by this generator.
    mutating func newId() -> String
}
