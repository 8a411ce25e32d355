import CucumberMessages
import Formatters
import Foundation

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
        do {
            let options = FormatterOptions(colored: colored && !invocation.noColor)
            reports = try ReportSet(specifications: invocation.specifications, registry: registry, options: options, standardOutput: standardOutput)
        } catch {
            standardError("Error: \(error)\nUsage: \(usage)\nSee 'bdd format --help' for more information.\n")
            return 2
        }
        let envelopes: [Envelope]
        do {
            let text = try invocation.inputPath.map(readFile) ?? standardInput()
            envelopes = try MessageStreamReader().envelopes(from: text)
        } catch let error as InputError {
            standardError("Error: \(error.message)\n")
            return 2
        } catch let error as MessageStreamReader.LineError {
            standardError("Error: \(invocation.inputPath ?? "standard input"), line \(error.line): \(error.reason)\n")
            return 2
        } catch {
            standardError("Error: \(error)\n")
            return 2
        }
        for envelope in envelopes { reports.record(envelope) }
        let failures = reports.finish()
        for failure in failures { standardError("Error: \(failure)\n") }
        return failures.isEmpty ? 0 : 1
    }

    /// `bdd format --help`, listing the registry's formatters.
    public static func helpText(registry: FormatterRegistry = .standard) -> String {
        let column = 24
        func row(_ label: String, _ text: String) -> String {
            let padding = label.count < column - 2 ? String(repeating: " ", count: column - 2 - label.count) : "\n" + String(repeating: " ", count: column)
            return "  " + label + padding + text + "\n"
        }
        var help = "OVERVIEW: Renders a saved Cucumber Messages stream with any formatter.\n\n"
        help += "USAGE: \(usage)\n\n"
        help += "ARGUMENTS:\n"
        help += row("<MESSAGES.ndjson>", "The stream to read (default: standard input).")
        help += "\nOPTIONS:\n"
        help += row("--format NAME[:PATH]", "Writes the report of formatter NAME to PATH, or to standard output without one.")
        help += String(repeating: " ", count: column) + "Repeatable; at most one may use standard output (default: pretty).\n"
        help += row("--no-color", "Never colours the output.")
        help += row("-h, --help", "Shows this help.")
        help += "\nFORMATTERS:\n"
        for entry in registry.entries { help += row(entry.name, entry.summary) }
        return help
    }

    /// A file that could not be read, said in plain words.
    private struct InputError: Error {
        let message: String
    }

    private static func readFile(_ path: String) throws(InputError) -> String {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw InputError(message: "Could not read '\(path)': no such file")
        }
        guard !isFolder.boolValue else { throw InputError(message: "Could not read '\(path)': it is a folder") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(message: "Could not read '\(path)': permission denied or unreadable")
        }
        return String(decoding: data, as: UTF8.self)
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
                case .option("--format", let value?): specifications.append(try FormatSpecification(parsing: value, registry: registry))
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
