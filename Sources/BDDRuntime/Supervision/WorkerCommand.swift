import CucumberMessages

/// The lines a coordinator writes to a worker, one command a line.
///
/// - first, `ids ID…`: the support code's ids in registration order, escaped as `WireText` escapes a field, so the
///   worker's hooks and definitions carry the coordinator's ids (a list that does not fit its library is refused);
/// - a `testRunStarted` envelope: run the BeforeAll hooks;
/// - the pickle with the lines its scenario and steps are written on (`pickle N` and N bytes of `PickleWire`), then
///   its plan as a `case` line (`TestCaseWire`): run exactly that test case;
/// - `cancel ID DURATION`: the step (or run hook) with that id overran its timeout, stop it;
/// - `afterAll`: run the AfterAll hooks, then end. The end of the input alone ends the worker.
enum WorkerCommand {
    case supportCodeIds([String])
    case envelope(Envelope)
    case pickle(Pickle, lines: GherkinLines)
    case testCase(TestCaseWire.Plan)
    case afterAll

    /// Reads one command as the reader framed it; nil when it is not a command.
    static func parse(_ item: CommandReader.Item, decoder: MessageDecoder) -> WorkerCommand? {
        switch item {
        case .line(let line): parse(line, decoder: decoder)
        case .pickle(let bytes):
            PickleWire.decode(bytes).map { pickle, pairs in .pickle(pickle, lines: GherkinLines(listing: pairs)) }
        }
    }

    /// Reads one line; nil when it is not a command.
    static func parse(_ line: String, decoder: MessageDecoder) -> WorkerCommand? {
        if line == "afterAll" { return .afterAll }
        if line.utf8.starts(with: "case ".utf8) {
            // Read as contiguous bytes: through the string's view every index is checked, and a worker reads one of
            // these for every test case.
            var line = line
            return line.withUTF8 { TestCaseWire.parse($0) }.map(WorkerCommand.testCase)
        }
        if line.utf8.starts(with: "ids".utf8) {
            var line = line
            return line.withUTF8 { supportCodeIds($0) }.map(WorkerCommand.supportCodeIds)
        }
        return (try? decoder.envelope(from: line)).map(WorkerCommand.envelope)
    }

    /// The line naming the support code's `ids`, in registration order.
    static func supportCodeIdsLine(_ ids: [String]) -> [UInt8] {
        var bytes = Array("ids".utf8)
        for id in ids {
            bytes.append(UInt8(ascii: " "))
            WireText.append(id, to: &bytes)
        }
        return bytes
    }

    /// The ids an `ids` line names; nil when it is not one or a field is malformed.
    private static func supportCodeIds(_ line: UnsafeBufferPointer<UInt8>) -> [String]? {
        let fields = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard let head = fields.first, head.elementsEqual("ids".utf8) else { return nil }
        var ids: [String] = []
        for field in fields.dropFirst() {
            guard !field.isEmpty, let id = WireText.decode(field) else { return nil }
            ids.append(id)
        }
        return ids
    }
}
