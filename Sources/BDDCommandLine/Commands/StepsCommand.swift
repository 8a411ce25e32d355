import BDDRuntime
import Formatters

/// `bdd steps`: the catalogue of phrases the step library offers, each with its keyword, its parameters in words
/// and an example from the features, so a product owner writes steps that exist.
///
/// It matches the features' steps without running them (a dry run), so the examples and counts are real.
/// Exit status: 0 when the catalogue was written; 2 for a bad option or path.
@MainActor
struct StepsCommand {
    /// The one-line usage shown under errors and in help.
    static let usage = "bdd steps [--format text|json] [<path> ...]"

    /// The run that matches the features (in this process: a dry run runs no step) and writes the catalogue.
    var command: RunCommand

    func run(arguments: [String]) async -> Int32 {
        var json = false
        var paths: [String] = []
        do {
            let scanner = OptionScanner(options: ["--format": .value, "--help": .flag, "--no-color": .flag], aliases: ["-f": "--format", "-h": "--help"])
            for argument in try scanner.scan(arguments) {
                switch argument {
                case .option("--help", _):
                    command.console.standardOutput(Self.helpText)
                    return ExitStatus.passed.rawValue
                case .option("--no-color", _): continue
                case .option("--format", "json"): json = true
                case .option("--format", "text"): json = false
                case .option("--format", let value): throw CommandLineError.invalidValue(option: "--format", value: value ?? "", reason: "bdd steps writes text or json")
                case .option(let name, _): throw CommandLineError.unknownOption(name)
                case .operand(let path): paths.append(path)
                }
            }
        } catch {
            command.console.standardError("Error: \(error)\nUsage: \(Self.usage)\nSee 'bdd steps --help' for more information.\n")
            return ExitStatus.couldNotStart.rawValue
        }
        let asJSON = json
        let descriptions = command.steps().parameterDescriptions
        var command = command
        command.registry = FormatterRegistry([
            .init(name: "phrases", summary: "The catalogue of phrases.") { options, write in
                PhraseCatalogueFormatter(json: asJSON, descriptions: descriptions, options: options, write: write)
            },
        ])
        // A dry run binds every step to its phrase without running any; undefined steps are no error here.
        let status = await command.run(arguments: paths + ["--dry-run", "--no-strict", "--no-color", "--format", "phrases"])
        return status == ExitStatus.couldNotStart.rawValue ? status : ExitStatus.passed.rawValue
    }

    static let helpText = """
        OVERVIEW: Lists every phrase the step library offers, with an example from the features.

        USAGE: \(usage)

        ARGUMENTS:
          <path>                  The feature files the examples and counts come from (default: Features/).

        OPTIONS:
          --format text|json      Plain text for people (default) or JSON for editors.
          -h, --help              Shows this help.

        """
}
