import Foundation

/// Where log lines go; a value so that tests, the console and the composition root can each pick one.
public struct LogSink: Sendable {
    /// Receives one complete line, without a trailing newline.
    public let write: @Sendable (String) -> Void

    /// Wraps any line consumer.
    public init(_ write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// Drops every line.
    public static let discarding = LogSink { _ in }

    /// Writes each line to standard error, keeping standard output for the program's own output.
    public static let standardError = LogSink { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
