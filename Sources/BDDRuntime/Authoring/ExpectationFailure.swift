/// A step's check did not hold; thrown by `expect`, `expectEqual` and `unwrap`.
public struct ExpectationFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was expected and what happened instead.
    public let message: String
    /// Where the check is written.
    public let location: CodeLocation

    /// Creates a failure.
    public init(_ message: String, location: CodeLocation) {
        self.message = message
        self.location = location
    }

    /// Creates a failure checked where it is created: `throw ExpectationFailure("the cart is empty")`.
    public init(_ message: String, file: String = #filePath, line: Int = #line) {
        self.init(message, location: CodeLocation(file: file, line: line))
    }

    public var description: String { message }
}
