/// Why streams cannot be merged, naming the shard or file and, where one line is at fault, the line.
public struct ShardMergeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The whole explanation.
    public let message: String

    init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
