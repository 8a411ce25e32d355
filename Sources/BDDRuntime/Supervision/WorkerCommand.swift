import CucumberMessages

/// The lines a coordinator writes to a worker, one command a line.
///
/// - first, a JSON array of the support code's ids, in registration order, so the worker's hooks and definitions
///   carry the coordinator's ids;
/// - a `testRunStarted` envelope: run the BeforeAll hooks;
/// - `lines ID=LINE …`, the pickle (`pickle N` and N bytes of `PickleWire`, or a `pickle` envelope), then `case ID STEP_ID …` (the test case's id and its steps' ids, in
///   order; a `testCase` envelope when an id would not fit on such a line): run that test case;
/// - `cancel ID DURATION`: the step (or run hook) with that id overran its timeout, stop it;
/// - `afterAll`: run the AfterAll hooks, then end. The end of the input alone ends the worker.
enum WorkerCommand {
    case supportCodeIds([String])
    case envelope(Envelope)
    case lines([(id: String, line: Int)])
    case testCase(id: String, stepIds: [String])
    case afterAll

    /// The `case` command for `testCase`; nil when an id is empty or holds a space or a control character.
    static func caseLine(for testCase: TestCase) -> String? {
        let ids = [testCase.id] + testCase.testSteps.map(\.id)
        guard ids.allSatisfy({ !$0.isEmpty && !$0.utf8.contains { $0 <= 32 } }) else { return nil }
        return "case " + ids.joined(separator: " ")
    }

    /// The `lines` command for a planned test case: where its scenario and steps are written.
    static func linesLine(for planned: PlannedTestCase, lines: GherkinLines) -> String {
        var ids = planned.pickle.astNodeIds.prefix(1) + planned.pickle.steps.compactMap(\.astNodeIds.first)
        ids.removeAll { lines.line(of: $0) == nil }
        return "lines" + ids.map { " \($0)=\(lines.line(of: $0) ?? 0)" }.joined()
    }

    /// Reads one command as the reader framed it; nil when it is not a command.
    static func parse(_ item: CommandReader.Item, decoder: MessageDecoder) -> WorkerCommand? {
        switch item {
        case .line(let line): parse(line, decoder: decoder)
        case .pickle(let bytes): PickleWire.decode(bytes).map { .envelope(.pickle($0)) }
        }
    }

    /// Reads one line; nil when it is not a command.
    static func parse(_ line: String, decoder: MessageDecoder) -> WorkerCommand? {
        if line == "afterAll" { return .afterAll }
        if line.hasPrefix("case ") {
            let ids = line.split(separator: " ", omittingEmptySubsequences: false).dropFirst().map(String.init)
            guard let id = ids.first, !ids.contains(where: \.isEmpty) else { return nil }
            return .testCase(id: id, stepIds: Array(ids.dropFirst()))
        }
        if line.hasPrefix("lines") {
            let pairs = line.split(separator: " ").dropFirst().compactMap { pair -> (String, Int)? in
                guard let equals = pair.lastIndex(of: "="), let number = Int(pair[pair.index(after: equals)...]) else { return nil }
                return (String(pair[..<equals]), number)
            }
            return .lines(pairs.map { (id: $0.0, line: $0.1) })
        }
        if line.hasPrefix("[") {
            let body = line.dropFirst().dropLast()
            let ids = body.split(separator: ",").map { $0.trimmingPrefix("\"").dropLast() }.map(String.init)
            return .supportCodeIds(ids)
        }
        return (try? decoder.envelope(from: line)).map(WorkerCommand.envelope)
    }
}
