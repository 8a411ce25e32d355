#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A message stream that cannot be read, said in plain words with its path.
public struct MessageFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as given.
    public let path: String
    /// Why, in plain words.
    public let reason: String

    /// A reason of our own.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    init(path: String, errno code: Int32) {
        let reason: String
        switch code {
        case ENOENT: reason = "no such file"
        case EACCES, EPERM: reason = "permission denied"
        case EISDIR: reason = "it is a folder"
        default: reason = String(cString: strerror(code))
        }
        self.init(path: path, reason: reason)
    }

    public var description: String { "Could not read '\(path)': \(reason)" }
}
