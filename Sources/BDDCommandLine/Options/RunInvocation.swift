import BDDRuntime
import Reports

/// What the words of `bdd [options] [PATH[:LINE]...]` ask for, before anything is checked on disk.
struct RunInvocation: Equatable {
    /// The order test cases run in; a random order without a seed gets one when the run starts.
    enum Order: Equatable {
        case defined
        case reverse
        case random(seed: UInt64?)
    }

    var tagExpressions: [String] = []
    var namePatterns: [String] = []
    var dryRun = false
    var strict = true
    var failFast = false
    var order = Order.defined
    /// `--first`: the `PATH[:LINE]` whose scenarios run before the others, in the order given.
    var first: [FeatureOperand] = []
    var language: String?
    var languagesFile: String?
    var listLanguages = false
    var keywordsLanguage: String?
    var formats: [String] = []
    var noColor = false
    /// `--parallel`: a number of workers, or nil for one per core (`auto`).
    var parallel: Int? = 1
    /// `--shard`: a given shard, or `auto` (read from the CI system's variables when the run starts).
    var shard: ShardRequest?
    /// `--timings`: a previous run's message stream, to balance shards by duration.
    var timingsPath: String?
    /// `--step-timeout` in seconds; 0 means no limit, nil the default.
    var stepTimeout: Double?
    var inProcess = false
    /// `--watch`: runs again on each save until Ctrl-C.
    var watch = false
    var retry = 0
    var retryTagFilter: String?
    var wantsHelp = false
    var wantsVersion = false
    /// The `PATH[:LINE]` operands, in the order given; their line numbers are checked as they are read.
    var operands: [FeatureOperand] = []

    static let scanner = OptionScanner(
        options: [
            "--tags": .value, "--name": .value, "--dry-run": .flag, "--strict": .flag, "--no-strict": .flag,
            "--fail-fast": .flag, "--order": .value, "--first": .value, "--language": .value, "--languages": .value,
            "--i18n-languages": .flag, "--i18n-keywords": .value, "--format": .value, "--no-color": .flag,
            "--help": .flag, "--version": .flag, "--parallel": .value, "--shard": .value, "--step-timeout": .value,
            "--in-process": .flag, "--retry": .value, "--retry-tag-filter": .value, "--timings": .value,
            "--watch": .flag,
        ],
        aliases: ["-t": "--tags", "-n": "--name", "-d": "--dry-run", "-f": "--format", "-h": "--help"]
    )

    /// `PATH[:LINE]...` as `bdd` and `BDD_LINES` read it, its mistake in the command line's words.
    static func featureOperand(_ text: String) throws(CommandLineError) -> FeatureOperand {
        do {
            return try FeatureOperand(text)
        } catch {
            throw CommandLineError(error)
        }
    }

    /// Reads the words after the program name; throws naming the first word it cannot accept.
    init(arguments: [String]) throws(CommandLineError) {
        for argument in try Self.scanner.scan(arguments) {
            switch argument {
            case .operand(let operand): operands.append(try Self.featureOperand(operand))
            case .option(let name, let value): try apply(name, value ?? "")
            }
        }
    }

    private mutating func apply(_ option: String, _ value: String) throws(CommandLineError) {
        switch option {
        case "--tags": tagExpressions.append(try nonEmpty(value, for: option))
        case "--name": namePatterns.append(try nonEmpty(value, for: option))
        case "--dry-run": dryRun = true
        case "--strict": strict = true
        case "--no-strict": strict = false
        case "--fail-fast": failFast = true
        case "--order": order = try Self.order(value)
        case "--first": first.append(try Self.featureOperand(try nonEmpty(value, for: option)))
        case "--language": language = try nonEmpty(value, for: option)
        case "--languages": languagesFile = try nonEmpty(value, for: option)
        case "--i18n-languages": listLanguages = true
        case "--i18n-keywords": keywordsLanguage = try nonEmpty(value, for: option)
        case "--format": formats.append(try nonEmpty(value, for: option))
        case "--no-color": noColor = true
        case "--parallel": parallel = try Self.parallel(value)
        case "--shard": shard = try Self.shard(value)
        case "--timings": timingsPath = try nonEmpty(value, for: option)
        case "--step-timeout": stepTimeout = try Self.seconds(value, for: option)
        case "--in-process": inProcess = true
        case "--watch": watch = true
        case "--retry":
            guard let count = Int(value), count >= 0, count <= 100 else {
                throw .invalidValue(option: option, value: value, reason: "expected a number of retries from 0 to 100")
            }
            retry = count
        case "--retry-tag-filter": retryTagFilter = try nonEmpty(value, for: option)
        case "--help": wantsHelp = true
        case "--version": wantsVersion = true
        default: throw .unknownOption(option)
        }
    }

    private func nonEmpty(_ value: String, for option: String) throws(CommandLineError) -> String {
        guard !value.isEmpty else { throw .invalidValue(option: option, value: value, reason: "it must not be empty") }
        return value
    }

    private static func parallel(_ value: String) throws(CommandLineError) -> Int? {
        if value == "auto" { return nil }
        guard let count = Int(value), count >= 1, count <= 256 else {
            throw .invalidValue(option: "--parallel", value: value, reason: "expected a number of workers from 1 to 256, or auto")
        }
        return count
    }

    private static func shard(_ value: String) throws(CommandLineError) -> ShardRequest {
        if value == "auto" { return .auto }
        guard let shard = Shard(parsing: value) else {
            throw .invalidValue(option: "--shard", value: value, reason: "expected INDEX/COUNT with 1 <= INDEX <= COUNT, e.g. 2/3, or auto")
        }
        return .given(shard)
    }

    private static func seconds(_ value: String, for option: String) throws(CommandLineError) -> Double {
        guard let seconds = Double(value), seconds.isFinite, seconds >= 0, seconds <= 86_400 else {
            throw .invalidValue(option: option, value: value, reason: "expected a number of seconds from 0 (no limit) to 86400")
        }
        return seconds
    }

    private static func order(_ value: String) throws(CommandLineError) -> Order {
        switch value {
        case "defined": return .defined
        case "reverse": return .reverse
        case "random": return .random(seed: nil)
        default:
            if value.hasPrefix("random:"), let seed = UInt64(value.dropFirst("random:".count)) {
                return .random(seed: seed)
            }
            throw .invalidValue(option: "--order", value: value, reason: "expected defined, reverse, random or random:SEED")
        }
    }
}
