import BDDRuntime
import CucumberMessages
import Foundation
import Reports

/// `BDD_REPORTS=DIR`: the run's own `junit.xml`, `index.html` and `messages.ndjson` in DIR, as
/// `bdd --format junit:DIR/junit.xml --format html:DIR/index.html --format message:DIR/messages.ndjson` writes
/// them, through the same `ReportSet` as `bdd`: one stream for the whole list of a `scenarios(in:steps:)` call,
/// whatever order and concurrency the test runner chooses. `meta`, the files' messages and the support code open
/// it with `testRunStarted` before the first scenario; each scenario's test case follows, whole, as it finishes;
/// `testRunFinished` closes it when the last scenario of the list has run.
///
/// The stream stays in memory, and each file is written whole, through a temporary file renamed into place, only
/// once the last scenario has run. So when only part of the list runs (the test runner filtered to some cases, a
/// process ended early) no report is written: the files already in DIR stay as they were, possibly an earlier
/// run's. They are never deleted, since they are the user's files.
///
/// Unchecked: the reports and the run's frame are only touched under `lock`.
final class SpecificationReports: @unchecked Sendable {
    /// The variable naming the folder; also read prefixed `TEST_RUNNER_`, as `xcodebuild` hands it over.
    static let variable = "BDD_REPORTS"
    /// Each report, and its file's name in the folder.
    static let reports = [(format: "junit", file: "junit.xml"), (format: "html", file: "index.html"), (format: "message", file: "messages.ndjson")]

    private let lock = NSLock()
    private var reportSet: ReportSet
    private let meta: Meta
    private var frame: RunFrame?

    /// Nil when the variable is unset or empty. A relative folder starts from the package root, as feature paths
    /// do, so `swift test` and Xcode agree; throws when a report path cannot be one (the folder names a file).
    init?(environment: [String: String], root: String) throws(SpecificationError) {
        let value = environment[Self.variable] ?? environment["TEST_RUNNER_" + Self.variable]
        guard let folder = value, !folder.isEmpty else { return nil }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        do {
            reportSet = try ReportSet(
                specifications: Self.reports.map { FormatSpecification(name: $0.format, path: prefix + $0.file) },
                standardOutput: { _ in },
                directory: root
            )
        } catch {
            throw SpecificationError("\(Self.variable)='\(folder)': \(error)")
        }
        meta = RunMeta.current(environment: environment)
    }

    /// Opens the stream as a run does: `meta`, `sources` (each file's source, document and selected pickles, or
    /// its parse errors), `supportCode`, then `testRunStarted`; returns the run's id.
    func start(sources: [Envelope], supportCode: [Envelope]) -> String {
        lock.withLock {
            var clock = SystemClock()
            var ids = RandomIdGenerator()
            let opened = RunFrame(started: TestRunStarted(timestamp: clock.now(), id: ids.newId()))
            for envelope in opened.opening(meta: meta, before: sources + supportCode) { reportSet.record(envelope) }
            frame = opened
            return opened.started.id ?? ""
        }
    }

    /// Adds one scenario's (or run hooks') envelopes together, so no other scenario's come between them; `passed`
    /// is what a strict run says of them.
    func record(_ envelopes: [Envelope], passed: Bool) {
        lock.withLock {
            for envelope in envelopes { reportSet.record(envelope) }
            if !passed { frame?.partFailed() }
        }
    }

    /// Closes the stream with `testRunFinished` and writes every report; returns those that could not be written.
    func finish() -> [ReportWriteError] {
        lock.withLock {
            var clock = SystemClock()
            if let frame { reportSet.record(.testRunFinished(frame.finished(at: clock.now()))) }
            return reportSet.finish()
        }
    }
}
