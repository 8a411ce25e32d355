import CucumberMessages

/// The lines a coordinator writes to a worker, one command a line.
///
/// - first, a JSON array of the support code's ids, in registration order, so the worker's hooks and definitions
///   carry the coordinator's ids;
/// - a `testRunStarted` envelope: run the BeforeAll hooks;
/// - the pickle with the lines its scenario and steps are written on (`pickle N` and N bytes of `PickleWire`), then
///   `case ID STEP_ID …` (the test case's id and its steps' ids, in order; a `testCase` envelope when an id would
///   not fit on such a line): run that test case;
/// - `cancel ID DURATION`: the step (or run hook) with that id overran its timeout, stop it;
/// - `afterAll`: run the AfterAll hooks, then end. The end of the input alone ends the worker.
enum WorkerCommand {
    case supportCodeIds([String])
    case envelope(Envelope)
    case pickle(Pickle, lines: GherkinLines)
    case testCase(id: String, stepIds: [String])
    case afterAll

    /// The `case` command for `testCase`; nil when an id is empty or holds a space or a control character.
    static func caseLine(for testCase: TestCase) -> String? {
        var bytes: [UInt8] = []
        return writeCaseLine(for: testCase, to: &bytes) ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// Adds the `case` command for `testCase` to `bytes` (no line break); false, adding nothing, when an id would
    /// not fit on the line.
    static func writeCaseLine(for testCase: TestCase, to bytes: inout [UInt8]) -> Bool {
        let start = bytes.count
        bytes.append(contentsOf: "case".utf8)
        guard append(testCase.id, to: &bytes) else {
            bytes.removeSubrange(start...)
            return false
        }
        for step in testCase.testSteps where !append(step.id, to: &bytes) {
            bytes.removeSubrange(start...)
            return false
        }
        return true
    }

    /// Adds a space and `id`, checked and copied in one pass over its bytes (checking them through the string's
    /// view, then appending it, cost 600 instructions an id); false when the id is empty or holds a space or a
    /// control character.
    private static func append(_ id: String, to bytes: inout [UInt8]) -> Bool {
        var id = id
        return id.withUTF8 { utf8 in
            guard !utf8.isEmpty, !utf8.contains(where: { $0 <= 32 }) else { return false }
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: utf8)
            return true
        }
    }

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
            // Split as bytes: a worker reads one of these per test case, and splitting by Character costs a tenth
            // of its time.
            var id: String?
            var stepIds: [String] = []
            stepIds.reserveCapacity(8)
            var fields = line.utf8.dropFirst(5)
            while true {
                let end = fields.firstIndex(of: UInt8(ascii: " ")) ?? fields.endIndex
                guard end != fields.startIndex else { return nil }
                let text = String(decoding: fields[..<end], as: UTF8.self)
                if id == nil { id = text } else { stepIds.append(text) }
                guard end != fields.endIndex else { break }
                fields = fields[fields.index(after: end)...]
            }
            return id.map { .testCase(id: $0, stepIds: stepIds) }
        }
        if line.hasPrefix("[") {
            let body = line.dropFirst().dropLast()
            let ids = body.split(separator: ",").map { $0.trimmingPrefix("\"").dropLast() }.map(String.init)
            return .supportCodeIds(ids)
        }
        return (try? decoder.envelope(from: line)).map(WorkerCommand.envelope)
    }
}
