/// What the command line decided about every formatter's output.
public struct FormatterOptions: Sendable, Equatable {
    /// Whether console formatters paint statuses with ANSI colours (the command line says yes only on a terminal without `NO_COLOR`).
    public var colored: Bool
    /// The run's shared memory, when formatters share one (the owner feeds it); each formatter keeps its own otherwise.
    public var query: RunQuery?
    /// Whether console summaries list the step definitions no step used (a dry run's question).
    public var listsUnusedStepDefinitions: Bool
    /// Whether undefined and pending steps fail the run (`--strict`, the default), so reports call them errors.
    public var strict: Bool
    /// The GitHub Actions job the run is part of, for the `github` report; nil outside one.
    public var gitHub: GitHubContext?
    /// How many columns the terminal has (`COLUMNS`), so a line redrawn in place never wraps.
    public var columns: Int

    /// Creates options; colour is off unless asked for.
    public init(
        colored: Bool = false, query: RunQuery? = nil, listsUnusedStepDefinitions: Bool = false, strict: Bool = true,
        gitHub: GitHubContext? = nil, columns: Int = 80
    ) {
        self.colored = colored
        self.query = query
        self.listsUnusedStepDefinitions = listsUnusedStepDefinitions
        self.strict = strict
        self.gitHub = gitHub
        self.columns = columns
    }

    public static func == (left: FormatterOptions, right: FormatterOptions) -> Bool {
        left.colored == right.colored && left.query === right.query && left.listsUnusedStepDefinitions == right.listsUnusedStepDefinitions
            && left.strict == right.strict && left.gitHub?.workspace == right.gitHub?.workspace
            && left.gitHub?.directory == right.gitHub?.directory && left.gitHub?.rerunFile == right.gitHub?.rerunFile
            && left.columns == right.columns
    }
}

extension FormatterOptions {
    /// The query a formatter reads: the shared one given here, or one of its own that it feeds itself.
    var formatterQuery: (query: RunQuery, owned: Bool) {
        query.map { ($0, false) } ?? (RunQuery(), true)
    }
}
