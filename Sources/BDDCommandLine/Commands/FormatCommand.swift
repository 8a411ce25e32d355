import CucumberMessages
import Formatters
import Foundation
import Reports

/// `bdd format`: renders a saved Cucumber Messages stream with any formatter, e.g. JUnit XML from `--format message`.
///
/// Exit status: 0 when every report was written; 1 when a report file could not be written (the other reports
/// are still written); 2 when the command could not start: a bad option, an unreadable or malformed stream.
public enum FormatCommand {
    /// The one-line usage shown under errors and in help.
    public static let usage = "bdd format [--format NAME[:PATH]]... [MESSAGES.ndjson]"

    /// Runs the command; `colored` is the caller's verdict on the console (see `ConsoleColor`).
    public static func run(
        arguments: [String],
        standardInput: () -> String,
        standardOutput: @escaping (String) -> Void,
        standardError: (String) -> Void,
        colored: Bool = false,
        registry: FormatterRegistry = .standard
    ) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try Invocation(arguments: arguments, registry: registry)
        } catch {
            standardError("Error: \(error)\nUsage: \(usage)\nSee 'bdd format --help' for more information.\n")
            return 2
        }
        if invocation.wantsHelp {
            standardOutput(helpText(registry: registry))
            return 0
        }
        var reports: ReportSet
        // Standard output too is held until the stream has been read to its end: a stream that breaks off prints
        // its error, not half a report.
        let console = HeldOutput()
        do {
            let options = FormatterOptions(colored: colored && !invocation.noColor)
            reports = try ReportSet(specifications: invocation.specifications, registry: registry, options: options, standardOutput: console.write)
        } catch {
            standardError("Error: \(CommandLineError(error))\nUsage: \(usage)\nSee 'bdd format --help' for more information.\n")
            return 2
        }
        // File reports are written whole by `finish()`, so a stream that breaks off leaves every report file as it was.
        do {
            let reader = try MessageStreamReader(invocation.inputPath.map { path throws(MessageFileError) in try MessageLineReader(path: path) }
                ?? MessageLineReader(text: standardInput(), path: "standard input"))
            while let envelope = try reader.next() { reports.record(envelope) }
        } catch let error as MessageFileError {
            standardError("Error: \(error)\n")
            return 2
        } catch let error as MessageStreamReader.LineError {
            standardError("Error: \(invocation.inputPath ?? "standard input")\(error.line > 0 ? ", line \(error.line)" : ""): \(error.reason)\n")
            return 2
        } catch {
            standardError("Error: \(error)\n")
            return 2
        }
        let failures = reports.finish()
        if !console.text.isEmpty { standardOutput(console.text) }
        for failure in failures { standardError("Error: \(failure)\n") }
        return failures.isEmpty ? 0 : 1
    }

    /// `bdd format --help`, listing the registry's formatters.
    public static func helpText(registry: FormatterRegistry = .standard) -> String {
        var help = SubcommandHelp(overview: "Renders a saved Cucumber Messages stream with any formatter.", usage: usage)
        help.heading("ARGUMENTS")
        help.row("<MESSAGES.ndjson>", "The stream to read (default: standard input).")
        help.heading("OPTIONS")
        help.row("--format NAME[:PATH]", "Writes the report of formatter NAME to PATH, or to standard output without one.")
        help.continuation("Repeatable; at most one may use standard output (default: pretty).")
        help.row("--no-color", "Never colours the output.")
        help.row("-h, --help", "Shows this help.")
        help.formatters(registry)
        return help.text
    }

    /// Text kept for standard output until the command knows it succeeded.
    private final class HeldOutput {
        var text = ""

        func write(_ piece: String) {
            text += piece
        }
    }

    /// What the words on the command line ask for.
    private struct Invocation {
        var specifications: [FormatSpecification] = []
        var inputPath: String?
        var noColor = false
        var wantsHelp = false

        init(arguments: [String], registry: FormatterRegistry) throws(CommandLineError) {
            let scanner = OptionScanner(
                options: ["--format": .value, "--no-color": .flag, "--help": .flag],
                aliases: ["-f": "--format", "-h": "--help"]
            )
            var operands: [String] = []
            for argument in try scanner.scan(arguments) {
                switch argument {
                case .option("--format", let value?): specifications.append(try FormatSpecification.option(value, registry: registry))
                case .option("--no-color", _): noColor = true
                case .option("--help", _): wantsHelp = true
                case .option(let name, _): throw .unknownOption(name)
                case .operand(let operand): operands.append(operand)
                }
            }
            if operands.count > 1 {
                throw .invalidOperand(operands[1], reason: "only one message stream can be read")
            }
            inputPath = operands.first.flatMap { $0 == "-" ? nil : $0 }
            if specifications.isEmpty { specifications = [FormatSpecification(name: "pretty")] }
        }
    }
}
