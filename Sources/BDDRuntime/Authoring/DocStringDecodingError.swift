import CucumberMessages

/// A doc string is not the type it is decoded as: says where (feature line, coding path) and why.
public struct DocStringDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The feature file, when the doc string came from one.
    public let uri: String?
    /// The line of the doc string's opening delimiter, when known.
    public let line: Int?
    /// What does not fit, with the coding path of the value that does not.
    public let reason: String

    /// Creates the error.
    public init(uri: String?, line: Int?, reason: String) {
        self.uri = uri
        self.line = line
        self.reason = reason
    }

    public var description: String {
        let place = uri.map { SourcePlace.text(uri: $0, line: line) + ": " } ?? ""
        return "\(place)doc string: \(reason)"
    }
}
