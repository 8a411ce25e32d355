import Formatters
import Foundation
import Reports

/// What the words of `bdd merge` ask for.
struct MergeInvocation {
    /// The one-line usage shown under errors and in help.
    static let usage = "bdd merge [--format NAME[:PATH]]... [--allow-missing] SHARD.ndjson|FOLDER..."

    var specifications: [FormatSpecification] = []
    var operands: [String] = []
    var allowsMissing = false
    var noColor = false
    var wantsHelp = false

    /// `environment` decides the default reports when no `--format` is given (see `GitHubEnvironment`).
    init(arguments: [String], registry: FormatterRegistry, environment: [String: String] = [:]) throws(CommandLineError) {
        let scanner = OptionScanner(
            options: ["--format": .value, "--allow-missing": .flag, "--no-color": .flag, "--help": .flag],
            aliases: ["-f": "--format", "-h": "--help"]
        )
        for argument in try scanner.scan(arguments) {
            switch argument {
            case .option("--format", let value?): specifications.append(try FormatSpecification.option(value, registry: registry))
            case .option("--allow-missing", _): allowsMissing = true
            case .option("--no-color", _): noColor = true
            case .option("--help", _): wantsHelp = true
            case .option(let name, _): throw .unknownOption(name)
            case .operand(let operand): operands.append(operand)
            }
        }
        // The reports of one run: a merge writes what the run would have written on one machine.
        if specifications.isEmpty { specifications = GitHubEnvironment.defaultReports(environment: environment) }
        if operands.isEmpty, !wantsHelp {
            throw .missingOperand("the shards' message streams, or a folder of them")
        }
    }

    /// The streams to merge: each operand a file, or a folder whose `.ndjson` files are taken in name order.
    func streamPaths(from directory: String) throws(CommandLineError) -> [String] {
        var paths: [String] = []
        for operand in operands {
            let path = operand.hasPrefix("/") ? operand : directory + "/" + operand
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw .invalidOperand(operand, reason: "no such file or folder")
            }
            guard isFolder.boolValue else {
                paths.append(path)
                continue
            }
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".ndjson") }.sorted()
            guard !names.isEmpty else { throw .invalidOperand(operand, reason: "the folder holds no .ndjson stream") }
            paths += names.map { path + "/" + $0 }
        }
        return paths
    }

    /// `bdd merge --help`.
    static func helpText(registry: FormatterRegistry) -> String {
        var help = SubcommandHelp(overview: "Joins the message streams of a run's shards into the reports of one run.", usage: Self.usage)
        help.heading("ARGUMENTS")
        help.row("<SHARD.ndjson|FOLDER>", "Each shard's stream (bdd --shard I/N --format message:FILE), or a folder of them.")
        help.heading("OPTIONS")
        help.row("--format NAME[:PATH]", "Writes the report of formatter NAME to PATH, or to standard output without one.")
        help.continuation("Repeatable (default: pretty, junit:reports/junit.xml and html:reports/index.html).")
        help.row("--allow-missing", "Merges the shards given when some are missing; their scenarios fail as not run.")
        help.row("--no-color", "Never colours the output.")
        help.row("-h, --help", "Shows this help.")
        help.formatters(registry)
        help.heading("EXIT STATUS")
        help.row("0", "Every scenario of the merged run passed.")
        help.row("1", "A scenario failed, a shard is missing (with --allow-missing), or a report could not be written.")
        help.row("2", "The streams make no one run: a shard missing, given twice, of another run or version, or a stream malformed, cut short or not a shard's.")
        return help.text
    }
}
