/// The formatters `--format NAME` can name, each with a factory and a one-line description for `--help`.
public struct FormatterRegistry: Sendable {
    /// Makes a formatter that writes its text through the given function.
    public typealias Factory = @Sendable (FormatterOptions, @escaping (String) -> Void) -> any ReportFormatter
    /// Makes a formatter that hands its text as UTF-8 to the given function, which copies it before it returns.
    public typealias BytesFactory = @Sendable (FormatterOptions, @escaping (UnsafeBufferPointer<UInt8>) -> Void) -> any ReportFormatter

    /// One formatter the registry knows.
    public struct Entry: Sendable {
        /// The name `--format` takes.
        public let name: String
        /// One sentence saying what the formatter writes.
        public let summary: String
        /// Makes the formatter.
        public let make: Factory
        /// Whether the formatter reads the shared `RunQuery` of its options; one that does not may run on a thread
        /// of its own, given options without a query.
        public let readsRunQuery: Bool
        /// Makes the formatter writing bytes, for a formatter whose reports are large enough that making a string
        /// of each piece on the way to the file would cost: nil when it writes text only.
        public let makeWritingBytes: BytesFactory?
        /// Whether it may write to standard output beside another formatter: its lines are whole and read by a
        /// machine wherever they fall (GitHub's workflow commands).
        public let sharesStandardOutput: Bool

        /// Creates an entry.
        public init(
            name: String, summary: String, readsRunQuery: Bool = true, sharesStandardOutput: Bool = false,
            makeWritingBytes: BytesFactory? = nil, make: @escaping Factory
        ) {
            self.name = name
            self.summary = summary
            self.readsRunQuery = readsRunQuery
            self.sharesStandardOutput = sharesStandardOutput
            self.makeWritingBytes = makeWritingBytes
            self.make = make
        }
    }

    /// The entries in the order `--help` lists them.
    public let entries: [Entry]

    /// Creates a registry from its entries; a later entry with a taken name is ignored.
    public init(_ entries: [Entry]) {
        var seen: Set<String> = []
        self.entries = entries.filter { seen.insert($0.name).inserted }
    }

    /// The formatters `bdd` ships with: `pretty`, `progress`, `progress-bar`, `junit`, `json`, `message`, `html`, `github`, `rerun` and `usage`.
    public static let standard = FormatterRegistry([
        Entry(name: "pretty", summary: "Features, scenarios and steps with their status, then the summary.") { options, write in
            PrettyFormatter(options: options, write: write)
        },
        Entry(name: "progress", summary: "One character per step, then the failures and the summary.") { options, write in
            ProgressFormatter(options: options, write: write)
        },
        Entry(name: "progress-bar", summary: "A line redrawn in place on a terminal, each failure above it, then the summary.") { options, write in
            ProgressBarFormatter(options: options, write: write)
        },
        Entry(
            name: "junit",
            summary: "JUnit XML, as Cucumber's junit-xml-formatter writes it.",
            makeWritingBytes: { options, write in JUnitFormatter(options: options, writeBytes: write) }
        ) { options, write in
            JUnitFormatter(options: options, write: write)
        },
        Entry(
            name: "json",
            summary: "Cucumber JSON, as Cucumber's cucumber-json-formatter writes it (Jenkins, Xray, Allure).",
            makeWritingBytes: { options, write in CucumberJSONFormatter(options: options, writeBytes: write) }
        ) { options, write in
            CucumberJSONFormatter(options: options, write: write)
        },
        Entry(
            name: "message",
            summary: "Cucumber Messages, one JSON envelope per line (NDJSON).",
            readsRunQuery: false,
            makeWritingBytes: { _, write in MessageFormatter(writeBytes: write) }
        ) { _, write in
            MessageFormatter(write: write)
        },
        Entry(name: "html", summary: "One self-contained HTML page of the run, to read and filter.") { options, write in
            HTMLFormatter(options: options, write: write)
        },
        Entry(
            name: "github",
            summary: "GitHub Actions annotations at each failing step's line, and the job summary.",
            sharesStandardOutput: true
        ) { options, write in
            GitHubFormatter(options: options, write: write)
        },
        Entry(name: "rerun", summary: "file:line of every scenario that did not pass, for bdd @FILE.") { options, write in
            RerunFormatter(options: options, write: write)
        },
        Entry(name: "usage", summary: "Each step definition, the steps that used it and how long they took.") { options, write in
            UsageFormatter(options: options, write: write)
        },
    ])

    /// The names of every entry, in order.
    public var names: [String] { entries.map(\.name) }

    /// The entry called `name`, if there is one.
    public func entry(named name: String) -> Entry? {
        entries.first { $0.name == name }
    }

    /// A new formatter called `name` writing through `write`, or nil for an unknown name.
    public func makeFormatter(named name: String, options: FormatterOptions, write: @escaping (String) -> Void) -> (any ReportFormatter)? {
        entry(named: name)?.make(options, write)
    }
}
