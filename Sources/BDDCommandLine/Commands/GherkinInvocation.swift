import Gherkin

/// A `bdd gherkin` command line, understood.
struct GherkinInvocation {
    private static let scanner = OptionScanner(
        options: [
            "--no-source": .flag, "--no-ast": .flag, "--no-pickles": .flag,
            "--languages": .value, "--language": .value, "--help": .flag,
        ],
        aliases: ["-h": "--help"]
    )

    var options = GherkinMessages.Options()
    var parser = GherkinParser()
    var files: [String] = []
    var showsHelp = false

    init(arguments: [String]) throws(CommandLineError) {
        var dialects = DialectCatalog.builtIn
        var language = "en"
        for argument in try Self.scanner.scan(arguments) {
            switch argument {
            case .option("--no-source", _): options.includeSource = false
            case .option("--no-ast", _): options.includeGherkinDocument = false
            case .option("--no-pickles", _): options.includePickles = false
            case .option("--help", _): showsHelp = true
            case .option("--language", let value): language = value ?? language
            case .option("--languages", let value):
                let path = value ?? ""
                do {
                    dialects = dialects.adding(try DialectCatalog(contentsOfFile: path))
                } catch {
                    throw .invalidValue(option: "--languages", value: path, reason: error.description)
                }
            case .option(let name, _): throw .unknownOption(name)
            case .operand(let file): files.append(file)
            }
        }
        if showsHelp { return }
        guard dialects.dialect(language) != nil else {
            // Eighty codes would bury the error: the listing has them with their names.
            throw .invalidValue(option: "--language", value: language, reason: "unknown language (see bdd --i18n-languages)")
        }
        guard !files.isEmpty else { throw .invalidOperand("FILE", reason: "at least one feature file is required") }
        parser = GherkinParser(dialects: dialects, defaultLanguage: language)
    }
}
