import Foundation
import OperatingSystem

/// Where a command reads and writes: the process's standard streams in `bdd`, spies in tests.
public struct Console {
    /// Writes text to standard output as is (no newline added).
    public var standardOutput: (String) -> Void
    /// Writes UTF-8 bytes to standard output as they are: for output made as bytes, which would otherwise be
    /// checked and copied into a string only to be turned back into bytes.
    public var standardOutputBytes: (UnsafeBufferPointer<UInt8>) -> Void
    /// Writes text to standard error as is.
    public var standardError: (String) -> Void
    /// Reads the whole of standard input.
    public var standardInput: () -> String
    /// Whether standard output is a terminal (colour is only ever used there).
    public var outputIsTerminal: Bool
    /// Writes out whatever standard output still holds; called before the command returns.
    public var flush: () -> Void
    /// Why standard output could not be written (its reader went away, the disk is full), once that happened.
    public var outputFailure: () -> String?

    /// Creates a console from its streams.
    public init(
        standardOutput: @escaping (String) -> Void,
        standardError: @escaping (String) -> Void,
        standardInput: @escaping () -> String = { "" },
        outputIsTerminal: Bool = false,
        flush: @escaping () -> Void = {},
        outputFailure: @escaping () -> String? = { nil },
        standardOutputBytes: ((UnsafeBufferPointer<UInt8>) -> Void)? = nil
    ) {
        self.outputFailure = outputFailure
        self.standardOutput = standardOutput
        self.standardOutputBytes = standardOutputBytes ?? { standardOutput(String(decoding: $0, as: UTF8.self)) }
        self.standardError = standardError
        self.standardInput = standardInput
        self.outputIsTerminal = outputIsTerminal
        self.flush = flush
    }

    /// The process's own standard streams; standard output is buffered (see `StandardOutputBuffer`).
    ///
    /// SIGPIPE is ignored from then on, so a closed standard output is an error to report, not a sudden death.
    public static var standard: Console {
        BrokenPipe.ignore()
        let isTerminal = FileDescriptor.isTerminal(FileDescriptor.standardOutput)
        let output = StandardOutputBuffer()
        return Console(
            standardOutput: output.write,
            standardError: { text in
                // What was printed before an error message comes before it.
                output.flush()
                StandardOutputBuffer.writeStandardError(text)
            },
            standardInput: { String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self) },
            outputIsTerminal: isTerminal,
            flush: output.flush,
            outputFailure: { output.failure },
            standardOutputBytes: output.write(bytes:)
        )
    }
}
