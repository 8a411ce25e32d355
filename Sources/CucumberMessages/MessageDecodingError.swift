/// Why a line of a message stream is not an envelope, in plain words and with where in the envelope it went wrong.
public struct MessageDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of fault it is.
    public enum Fault: Sendable, Equatable {
        /// The line is not well-formed JSON.
        case malformedJSON
        /// A JSON object naming no message this version knows: a message of a newer protocol, which readers may skip.
        case unknownMessage
        /// A known message with a field missing or of the wrong type.
        case invalidMessage
    }

    /// What kind of fault it is.
    public let fault: Fault
    /// What is wrong, without where.
    public let reason: String
    /// Keys and indices from the envelope down, innermost first: added as the error leaves each level, so a line
    /// that reads builds no path at all.
    private var reversedPath: [String] = []

    init(fault: Fault, reason: String) {
        self.fault = fault
        self.reason = reason
    }

    /// Where in the envelope, as `pickle.steps[2].text`; empty when the fault is the line's as a whole.
    public var path: String {
        var path = ""
        for component in reversedPath.reversed() {
            if !path.isEmpty, !component.hasPrefix("[") { path += "." }
            path += component
        }
        return path
    }

    /// The reason, then where: `missing 'timestamp' at testRunStarted`.
    public var description: String {
        let path = path
        return path.isEmpty ? reason : "\(reason) at \(path)"
    }

    /// The same fault, one member further out.
    func inside(_ key: String) -> Self {
        var outer = self
        outer.reversedPath.append(key)
        return outer
    }

    /// The same fault, one array element further out.
    func inside(index: Int) -> Self {
        var outer = self
        outer.reversedPath.append("[\(index)]")
        return outer
    }

    static func malformedJSON(_ reason: String, atOffset offset: Int) -> Self {
        Self(fault: .malformedJSON, reason: "not JSON: \(reason) at column \(offset + 1)")
    }

    static func unknownMessage(keys: [String]) -> Self {
        let found = keys.map { "'\($0)'" }.joined(separator: ", ")
        return Self(fault: .unknownMessage, reason: keys.isEmpty ? "an envelope holds no message" : "an envelope holds no known message (found \(found))")
    }

    static func invalid(_ reason: String) -> Self {
        Self(fault: .invalidMessage, reason: reason)
    }

    static func missing(_ key: StaticString) -> Self {
        invalid("missing '\(key)'")
    }

    static func mismatch(expected: String, found node: JSONNode) -> Self {
        invalid("expected \(expected), found \(node.kind)")
    }
}
