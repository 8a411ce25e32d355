import CucumberMessages

/// One command from the coordinator to a worker: each encodes itself as one line of space-separated `WireText`
/// fields, but the pickle, a header line and binary bytes (`PickleWire`); the whole protocol is in this folder's
/// README.md.
enum WorkerCommand {
    /// The coordinator's library has this many step definitions and hooks, which plans name by position.
    case library(definitions: Int, hooks: Int)
    /// The run with this `testRunStarted` id started: run the BeforeAll hooks.
    case startRun(id: String)
    /// The next test case's pickle, with the lines its nodes are written on.
    case pickle(Pickle, lines: GherkinLines)
    /// The plan of the test case whose pickle came just before: run exactly it.
    case testCase(TestCaseWire.Plan)
    /// The step or run hook `id` overran `timeout` (said as a person reads it): stop it.
    case cancel(id: String, timeout: String)
    /// Run the AfterAll hooks, then end.
    case afterAll

    /// Appends the command and its line break to `bytes`.
    func encode(to bytes: inout [UInt8]) {
        switch self {
        case .library(let definitions, let hooks):
            bytes.append(contentsOf: "library ".utf8)
            JSONText.writeInteger(Int64(definitions), to: &bytes)
            bytes.append(UInt8(ascii: " "))
            JSONText.writeInteger(Int64(hooks), to: &bytes)
        case .startRun(let id):
            bytes.append(contentsOf: "run ".utf8)
            WireText.append(id, to: &bytes)
        case .pickle(let pickle, let lines):
            Self.appendPickleFrame(PickleWire.encode(pickle, lines: lines.listing), to: &bytes)
            return
        case .testCase(let plan):
            TestCaseWire.write(plan, to: &bytes)
        case .cancel(let id, let timeout):
            bytes.append(contentsOf: "cancel ".utf8)
            WireText.append(id, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            bytes.append(contentsOf: timeout.utf8)
        case .afterAll:
            bytes.append(contentsOf: "afterAll".utf8)
        }
        bytes.append(UInt8(ascii: "\n"))
    }

    /// The command's bytes, line break included.
    var encoded: [UInt8] {
        var bytes: [UInt8] = []
        encode(to: &bytes)
        return bytes
    }

    /// Appends a pickle already encoded by `PickleWire` as its command: the header line giving its length, then
    /// its bytes. The coordinator encodes each pickle into one buffer kept for the run.
    static func appendPickleFrame(_ encodedPickle: [UInt8], to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "pickle ".utf8)
        JSONText.writeInteger(Int64(encodedPickle.count), to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: encodedPickle)
    }

    /// Appends the `testCase` command of `planned`, as the coordinator sends it straight from its plan.
    static func appendTestCase(_ planned: PlannedTestCase, to bytes: inout [UInt8]) {
        TestCaseWire.write(planned, to: &bytes)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// What one line is: a whole command, or the header of a pickle frame whose `length` bytes follow it.
    enum Line: Equatable {
        case command(WorkerCommand)
        case pickleFrame(length: Int)
    }

    /// Reads one line, without its line break.
    static func decode(line: UnsafeBufferPointer<UInt8>) throws(WireError) -> Line {
        func malformed(_ problem: String) -> WireError { WireError(line: line, problem: problem) }
        let name = line.prefix { $0 != UInt8(ascii: " ") }
        var fields = WireLineReader(UnsafeBufferPointer(rebasing: line[name.count...]))
        let command: WorkerCommand
        switch String(decoding: name, as: UTF8.self) {
        case "case":
            guard let plan = TestCaseWire.parse(line) else { throw malformed("not a test case's plan (`case ID STEP…`)") }
            return .command(.testCase(plan))
        case "pickle":
            guard let length = fields.integer(), length >= 0 else { throw malformed("the pickle's length is missing or not a count of bytes") }
            guard fields.atEnd else { throw malformed("more than the pickle's length") }
            return .pickleFrame(length: length)
        case "library":
            guard let definitions = fields.integer(), let hooks = fields.integer(), definitions >= 0, hooks >= 0 else {
                throw malformed("the counts of step definitions and hooks are missing or negative")
            }
            command = .library(definitions: definitions, hooks: hooks)
        case "run":
            guard let id = fields.text(), !id.isEmpty else { throw malformed("the run's id is missing or badly escaped") }
            command = .startRun(id: id)
        case "cancel":
            guard let id = fields.text(), !id.isEmpty else { throw malformed("the step's id is missing or badly escaped") }
            guard let timeout = fields.rest(), !timeout.isEmpty else { throw malformed("the timeout is missing") }
            return .command(.cancel(id: id, timeout: timeout))
        case "afterAll":
            command = .afterAll
        default:
            throw malformed("no such command")
        }
        guard fields.atEnd else { throw malformed("more fields than the command has") }
        return .command(command)
    }

    /// Reads the bytes of a pickle frame whose header line was `header`.
    static func decodePickle(_ bytes: [UInt8], header: String) throws(WireError) -> WorkerCommand {
        guard let (pickle, pairs) = PickleWire.decode(bytes) else {
            throw WireError(line: header, problem: "its \(bytes.count) bytes are not one encoded pickle")
        }
        return .pickle(pickle, lines: GherkinLines(listing: pairs))
    }
}

extension WorkerCommand: Equatable {
    /// The same command: a pickle's lines compared as they were listed.
    static func == (lhs: WorkerCommand, rhs: WorkerCommand) -> Bool {
        switch (lhs, rhs) {
        case (.pickle(let left, let leftLines), .pickle(let right, let rightLines)):
            left == right && leftLines.listing.elementsEqual(rightLines.listing) { $0.id == $1.id && $0.line == $1.line }
        case (.library(let a, let b), .library(let c, let d)): a == c && b == d
        case (.startRun(let a), .startRun(let b)): a == b
        case (.testCase(let a), .testCase(let b)): a == b
        case (.cancel(let a, let b), .cancel(let c, let d)): a == c && b == d
        case (.afterAll, .afterAll): true
        default: false
        }
    }
}
