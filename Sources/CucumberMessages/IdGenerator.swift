/// Makes the ids that link messages to each other.
///
/// Injected wherever ids are made, so tests and conformance runs get predictable ids. Sendable: a run numbers what
/// it plans ahead on a thread of its own.
public protocol IdGenerator: Sendable {
    /// Returns an id never returned before by this generator.
    mutating func newId() -> String

    /// A second generator whose ids never meet this one's, for work numbered on another thread at the same time
    /// (a run plans ahead on one thread while its events are numbered on another). By default a random one.
    mutating func split() -> any IdGenerator

    /// Sets the next `count` ids aside: returns a generator that makes them, and goes on past them itself, so what is
    /// numbered later (a file's pickles, made as a run reaches them) takes the ids it would have taken now. By
    /// default a split generator, whose ids never meet this one's.
    mutating func reserve(_ count: Int) -> any IdGenerator
}

extension IdGenerator {
    public mutating func split() -> any IdGenerator {
        RandomIdGenerator()
    }

    public mutating func reserve(_ count: Int) -> any IdGenerator {
        split()
    }
}
