/// Decides whether console output gets colour: only on a terminal, and never when `NO_COLOR` is set.
public enum ConsoleColor {
    /// True when the output is a terminal and `NO_COLOR` is absent or empty (https://no-color.org).
    public static func isEnabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }
}
