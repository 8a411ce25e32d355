import Foundation

/// Random UUID ids, unique across processes: for streams that are merged later (parallel or sharded runs).
public struct UUIDIdGenerator: IdGenerator, Sendable {
    /// Creates the generator.
    public init() {}

    public mutating func newId() -> String {
        UUID().uuidString.lowercased()
    }
}
