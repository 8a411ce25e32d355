import CucumberMessages

/// The lines a coordinator writes to a worker, one command a line, every text field escaped as `WireText` escapes it.
/// Only the pickle travels otherwise, as length-prefixed binary fields, since a worker reads one for every test case.
///
/// - first, `library DEFINITIONS HOOKS`: how many step definitions and hooks the coordinator's library has, which
///   plans name by position; a worker whose library has other counts is running other code and refuses;
/// - `run ID`: the run with that `testRunStarted` id started; run the BeforeAll hooks (each `testRunHookStarted` it answers names its hook by
///   position, which the coordinator turns into the hook's id);
/// - the pickle with the lines its scenario and steps are written on (`pickle N` and N bytes of `PickleWire`), then
///   its plan as a `case` line (`TestCaseWire`): run exactly that test case;
/// - `cancel ID DURATION`: the step (or run hook) with that id overran its timeout, stop it (taken as soon as it is
///   read, by `CommandReader`, while the step runs);
/// - `afterAll`: run the AfterAll hooks, then end. The end of the input alone ends the worker.
enum WorkerCommand {
    case library(definitions: Int, hooks: Int)
    case startRun(id: String)
    case pickle(Pickle, lines: GherkinLines)
    case testCase(TestCaseWire.Plan)
    /// The step or run hook `id` overran `timeout`, said as a person reads it.
    case cancel(id: String, timeout: String)
    case afterAll

    /// Reads one command as the reader framed it; nil when it is not a command.
    static func parse(_ item: CommandReader.Item) -> WorkerCommand? {
        switch item {
        case .line(let line): parse(line)
        case .pickle(let bytes):
            PickleWire.decode(bytes).map { pickle, pairs in .pickle(pickle, lines: GherkinLines(listing: pairs)) }
        }
    }

    /// Reads one line; nil when it is not a command.
    static func parse(_ line: String) -> WorkerCommand? {
        if line == "afterAll" { return .afterAll }
        if line.utf8.starts(with: "case ".utf8) {
            // Read as contiguous bytes: through the string's view every index is checked, and a worker reads one of
            // these for every test case.
            var line = line
            return line.withUTF8 { TestCaseWire.parse($0) }.map(WorkerCommand.testCase)
        }
        if line.utf8.starts(with: "library ".utf8) {
            let counts = line.split(separator: " ", omittingEmptySubsequences: false).dropFirst().map { Int($0) }
            guard counts.count == 2, let definitions = counts[0], let hooks = counts[1], definitions >= 0, hooks >= 0 else { return nil }
            return .library(definitions: definitions, hooks: hooks)
        }
        if line.utf8.starts(with: "cancel ".utf8) {
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, !fields[1].isEmpty, !fields[2].isEmpty else { return nil }
            var id = String(fields[1])
            return id.withUTF8 { WireText.decode($0[...]) }.map { .cancel(id: $0, timeout: String(fields[2])) }
        }
        if line.utf8.starts(with: "run ".utf8) {
            var line = line
            return line.withUTF8 { bytes in
                let field = bytes[4...]
                return field.isEmpty ? nil : WireText.decode(field).map(WorkerCommand.startRun)
            }
        }
        return nil
    }

    /// The line telling a worker the run with this `testRunStarted` id started.
    static func startRunLine(id: String) -> String {
        var bytes = Array("run ".utf8)
        WireText.append(id, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The line telling a worker to stop the step or run hook `id`, which overran `timeout` (as a person reads it).
    static func cancelLine(id: String, timeout: String) -> String {
        var bytes = Array("cancel ".utf8)
        WireText.append(id, to: &bytes)
        return String(decoding: bytes, as: UTF8.self) + " " + timeout
    }

    /// The line telling a worker the size of `supportCode`.
    static func libraryLine(_ supportCode: SupportCode) -> String {
        "library \(supportCode.stepDefinitions.count) \(supportCode.hooks.count)"
    }
}
