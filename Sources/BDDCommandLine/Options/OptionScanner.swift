/// Splits command-line words into options and operands, given which options exist.
///
/// Accepts `--name value`, `--name=value`, short aliases (`-t value`), and `--` to end the options.
/// It never prints: it throws `CommandLineError`, and one place turns that into a message.
public struct OptionScanner: Sendable {
    /// Whether an option stands alone or takes a value.
    public enum Arity: Sendable {
        /// `--dry-run`
        case flag
        /// `--tags EXPR` or `--tags=EXPR`
        case value
    }

    private let arities: [String: Arity]
    private let aliases: [String: String]

    /// Creates a scanner for long options (`"--tags"`) and short aliases (`"-t": "--tags"`).
    public init(options: [String: Arity], aliases: [String: String] = [:]) {
        self.arities = options
        self.aliases = aliases
    }

    /// Scans `words` (without the program name) in order.
    public func scan(_ words: [String]) throws(CommandLineError) -> [ScannedArgument] {
        var result: [ScannedArgument] = []
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                result.append(.operand(word))
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            name = aliases[name] ?? name
            guard let arity = arities[name] else { throw .unknownOption(word) }
            switch arity {
            case .flag:
                if inlineValue != nil { throw .unexpectedValue(option: name) }
                result.append(.option(name, value: nil))
            case .value:
                if let inlineValue {
                    result.append(.option(name, value: inlineValue))
                } else if index < words.count {
                    result.append(.option(name, value: words[index]))
                    index += 1
                } else {
                    throw .missingValue(option: name)
                }
            }
        }
        return result
    }
}
