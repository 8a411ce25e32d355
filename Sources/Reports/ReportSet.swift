import CucumberMessages
import Formatters

/// Every report a command was asked for, each formatter bound to standard output or to its file, all fed one stream.
///
/// Standard output is written as the stream goes. A file report is written as it goes too, once `begin` opened it,
/// into a temporary file renamed into place by `finish()` (kept in memory and written whole when `begin` was not
/// called); a file that cannot be written costs neither the console output nor the other reports.
public struct ReportSet {
    private struct Output {
        var specification: FormatSpecification
        var formatter: any ReportFormatter
        var buffer: TextBuffer?
    }

    /// Where a file report's text goes: its open sink once the run began, else memory until `finish()`.
    private final class TextBuffer {
        var text = ""
        var sink: ReportFileSink?

        func write(_ piece: String) {
            if let sink { sink.write(piece) } else { text += piece }
        }

        func write(bytes piece: UnsafeBufferPointer<UInt8>) {
            if let sink { sink.write(bytes: piece) } else { text += String(decoding: piece, as: UTF8.self) }
        }
    }

    private var outputs: [Output] = []
    /// The one memory of the run that every formatter reads, fed once per envelope rather than once per formatter.
    private let query = RunQuery()
    private let fileWriter: ReportFileWriter
    private let directory: String?

    /// Makes every formatter named in `specifications`; throws when a name is unknown or two reports want one output.
    ///
    /// `options` are the console's: a report file never gets colour, whatever the terminal is. Relative report paths
    /// start from `directory` (the process's own folder when nil) and errors quote them as written.
    public init(
        specifications: [FormatSpecification],
        registry: FormatterRegistry = .standard,
        options: FormatterOptions = FormatterOptions(),
        standardOutput: @escaping (String) -> Void,
        fileWriter: ReportFileWriter = ReportFileWriter(),
        directory: String? = nil
    ) throws(ReportSetupError) {
        let sharing = Set(registry.entries.filter(\.sharesStandardOutput).map(\.name))
        try FormatSpecification.validate(specifications, from: directory, sharingStandardOutput: sharing)
        self.fileWriter = fileWriter
        self.directory = directory
        for specification in specifications {
            let buffer = specification.path.map { _ in TextBuffer() }
            let write: (String) -> Void = buffer.map { buffer in { buffer.write($0) } } ?? standardOutput
            guard let entry = registry.entry(named: specification.name) else {
                let known = registry.names.joined(separator: ", ")
                throw ReportSetupError(value: specification.description, reason: "unknown formatter '\(specification.name)' (available: \(known))")
            }
            // A file report that needs nothing of the query is formatted on a thread of its own: the run's thread
            // only hands it the envelopes. The console stays on the run's thread, which other output shares.
            let background = buffer != nil && !entry.readsRunQuery
            let formatterOptions = FormatterOptions(
                colored: buffer == nil && options.colored,
                query: background ? nil : query,
                listsUnusedStepDefinitions: options.listsUnusedStepDefinitions,
                strict: options.strict,
                gitHub: options.gitHub,
                columns: options.columns
            )
            let made: any ReportFormatter
            if let buffer, let makeWritingBytes = entry.makeWritingBytes {
                made = makeWritingBytes(formatterOptions) { buffer.write(bytes: $0) }
            } else {
                made = entry.make(formatterOptions, write)
            }
            let formatter: any ReportFormatter = background ? BackgroundFormatter(made) : made
            outputs.append(Output(specification: specification, formatter: formatter, buffer: buffer))
        }
    }

    /// Puts a report saying the run has not finished at every report path, so from now on no path holds an
    /// earlier run's report; throws for the first path that cannot be written, before anything runs.
    ///
    /// A FIFO or a device is left alone: it has no earlier report, and its reader gets the real one.
    public func begin(startedAt: Timestamp) throws(ReportWriteError) {
        for output in outputs {
            guard let path = output.specification.path, let buffer = output.buffer else { continue }
            if !fileWriter.isStream(path, from: directory) {
                try fileWriter.write(output.formatter.unfinishedReport(startedAt: startedAt), to: path, from: directory)
            }
            buffer.sink = try fileWriter.open(path, from: directory)
            // Formatted on a thread of its own, the report may wait for the disk as it goes, and the run does not.
            buffer.sink?.waitsForDisk = output.formatter is BackgroundFormatter
        }
    }

    /// The report files, resolved from the run's folder.
    public var resolvedPaths: [(path: String, resolved: String)] {
        outputs.compactMap { output in
            output.specification.path.map { ($0, ReportFileWriter.resolve($0, from: directory)) }
        }
    }

    /// Gives the next envelope to every formatter.
    public mutating func record(_ envelope: Envelope) {
        query.record(envelope)
        for position in outputs.indices { outputs[position].formatter.record(envelope) }
        query.release(after: envelope)
    }

    /// Gives up on every file report: each path keeps what `begin` put there (a report saying the run did not
    /// finish), never half a report.
    public func abandon() {
        for output in outputs { output.buffer?.sink?.abandon() }
    }

    /// Finishes every formatter, then writes each file report; returns the reports that could not be written.
    public mutating func finish() -> [ReportWriteError] {
        var failures: [ReportWriteError] = []
        for position in outputs.indices {
            outputs[position].formatter.finish()
            guard let path = outputs[position].specification.path, let buffer = outputs[position].buffer else { continue }
            do {
                if let sink = buffer.sink {
                    try sink.commit()
                } else {
                    try fileWriter.write(buffer.text, to: path, from: directory)
                }
            } catch {
                failures.append(error)
            }
        }
        return failures
    }
}
