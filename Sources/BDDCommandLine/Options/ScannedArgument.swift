/// One meaningful piece of a command line.
public enum ScannedArgument: Sendable, Equatable {
    /// An option by its long name (`--tags`), with its value when it takes one.
    case option(String, value: String?)
    /// Anything that is not an option: a path, a subcommand's operand.
    case operand(String)
}
