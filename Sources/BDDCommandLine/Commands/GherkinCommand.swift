import CucumberMessages
import Foundation
import Gherkin

/// `bdd gherkin`: prints how feature files are read, as NDJSON Cucumber Messages, like the official `gherkin` command.
public struct GherkinCommand {
    /// The help text.
    public static let help = """
        USAGE: bdd gherkin [--no-source] [--no-ast] [--no-pickles] [--languages FILE] [--language LANG] FILE...

        ARGUMENTS:
          FILE              A .feature or .feature.md file to read.

        OPTIONS:
          --no-source       Do not print the source envelopes.
          --no-ast          Do not print the gherkinDocument envelopes.
          --no-pickles      Do not print the pickle envelopes.
          --languages FILE  Read more languages from a gherkin-languages.json file.
          --language LANG   The language of files without a '# language:' header (default: en).
          -h, --help        Show help information.

        """

    /// How much output is gathered before it is handed to standard output.
    private static let chunkSize = 1 << 16

    static let usage = "Usage: bdd gherkin [--no-source] [--no-ast] [--no-pickles] [--languages FILE] [--language LANG] FILE..."

    /// Runs the command; returns the exit status (0 done, 1 a file could not be read, 2 a bad command line).
    public static func run(
        arguments: [String], standardOutput: (String) -> Void, standardError: (String) -> Void
    ) -> Int32 {
        run(
            arguments: arguments,
            standardOutputBytes: { standardOutput(String(decoding: $0, as: UTF8.self)) },
            standardError: standardError
        )
    }

    /// Runs the command, handing standard output its UTF-8 bytes (a chunk of whole lines at a time) instead of
    /// strings; returns the exit status as `run(arguments:standardOutput:standardError:)` does.
    public static func run(
        arguments: [String], standardOutputBytes: (UnsafeBufferPointer<UInt8>) -> Void, standardError: (String) -> Void
    ) -> Int32 {
        let invocation: GherkinInvocation
        do {
            invocation = try GherkinInvocation(arguments: arguments)
        } catch {
            standardError("Error: \(error)\n\(usage)\nSee 'bdd gherkin --help' for more information.\n")
            return 2
        }
        if invocation.showsHelp {
            Array(help.utf8).withUnsafeBufferPointer(standardOutputBytes)
            return 0
        }
        return print(invocation, standardOutputBytes: standardOutputBytes, standardError: standardError)
    }

    private static func print(
        _ invocation: GherkinInvocation, standardOutputBytes: (UnsafeBufferPointer<UInt8>) -> Void,
        standardError: (String) -> Void
    ) -> Int32 {
        let messages = GherkinMessages(parser: invocation.parser, options: invocation.options)
        var status: Int32 = 0
        // Lines are gathered into large chunks, each handed on at once: a string per line cost as much as parsing.
        var pending = MessageLineBuffer(capacity: chunkSize + (1 << 12))
        func flush() {
            guard pending.count > 0 else { return }
            pending.withBytes(standardOutputBytes)
            pending.removeAll()
        }
        func add(_ envelope: consuming Envelope) {
            pending.append(envelope)
            if pending.count >= chunkSize { flush() }
        }
        func reportError(_ text: String) {
            flush()
            standardError(text)
        }
        // Read and parsed on a thread of their own, while this one compiles and writes the pickles of the files before.
        let files = ParsedFeatureFile.prefetch(invocation.files, messages: messages)
        while let file = files.next() {
            let parsed: GherkinMessages.ParsedFile
            switch file.parsed {
            case .success(let success): parsed = success
            case .failure(let failure):
                reportError("Error: cannot read '\(file.path)': \(failure.reason)\n")
                status = 1
                continue
            }
            for envelope in parsed.envelopes { add(envelope) }
            messages.pickles(of: parsed, each: add)
            for error in parsed.errors {
                if case .unsupportedLanguage = error.kind { reportError("\(file.path):\(error)\n") }
            }
        }
        flush()
        return status
    }
}
