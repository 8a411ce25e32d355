/// What a worker is started with after `WorkerLaunch.modeArgument`: how many times a failed scenario runs again,
/// which scenarios may, and whether an `EventJournal` waits at its descriptor.
struct WorkerArguments: Equatable {
    /// The argument saying that the journal is at `EventJournal.workerDescriptor`.
    static let journalFlag = "--journal"

    /// How many more attempts a failed scenario gets (`--retry N`).
    var retry = 0
    /// The tag expression a scenario must match to be retried (`--retry-tag-filter EXPR`); any when nil.
    var retryTagFilter: String?
    /// Whether the coordinator shares a journal with the worker.
    var hasJournal = false

    init(retry: Int = 0, retryTagFilter: String? = nil, hasJournal: Bool = false) {
        self.retry = retry
        self.retryTagFilter = retryTagFilter
        self.hasJournal = hasJournal
    }

    /// Reads the worker's arguments; one it does not know, or a value that does not read, is left at its default,
    /// since the coordinator that wrote them is this same executable.
    init(decoding arguments: [String]) {
        func value(after flag: String) -> String? {
            arguments.firstIndex(of: flag).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        }
        retry = value(after: "--retry").flatMap { Int($0) } ?? 0
        retryTagFilter = value(after: "--retry-tag-filter")
        hasJournal = arguments.contains(Self.journalFlag)
    }

    /// The arguments, as `init(decoding:)` reads them.
    var encoded: [String] {
        var arguments: [String] = []
        if retry > 0 { arguments += ["--retry", String(retry)] }
        if let retryTagFilter { arguments += ["--retry-tag-filter", retryTagFilter] }
        if hasJournal { arguments.append(Self.journalFlag) }
        return arguments
    }
}
