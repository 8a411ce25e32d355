/// What the command line decided about every formatter's output.
public struct FormatterOptions: Sendable, Equatable {
    /// Whether console formatters paint statuses with ANSI colours (the command line says yes only on a terminal without `NO_COLOR`).
    public var colored: Bool

    /// Creates options; colour is off unless asked for.
    public init(colored: Bool = false) {
        self.colored = colored
    }
}
