/// What the command line decided about every formatter's output.
public struct FormatterOptions: Sendable, Equatable {
    /// Whether console formatters paint statuses with ANSI colours (the command line says yes only on a terminal without `NO_COLOR`).
    public var colored: Bool
    /// The run's shared memory, when formatters share one (the owner feeds it); each formatter keeps its own otherwise.
    public var query: RunQuery?
    /// Whether console summaries list the step definitions no step used (a dry run's question).
    public var listsUnusedStepDefinitions: Bool

    /// Creates options; colour is off unless asked for.
    public init(colored: Bool = false, query: RunQuery? = nil, listsUnusedStepDefinitions: Bool = false) {
        self.colored = colored
        self.query = query
        self.listsUnusedStepDefinitions = listsUnusedStepDefinitions
    }

    public static func == (left: FormatterOptions, right: FormatterOptions) -> Bool {
        left.colored == right.colored && left.query === right.query && left.listsUnusedStepDefinitions == right.listsUnusedStepDefinitions
    }
}
