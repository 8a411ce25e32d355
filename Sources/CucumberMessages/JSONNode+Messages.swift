/// Direct readers of the messages a supervised run sends per step and per test case, which its coordinator and
/// workers decode by the hundred thousand: straight from the parsed tree, without `Decodable`'s containers. Any
/// other shape (an unknown key, a missing field) returns nil, and the `Decodable` path reads it instead.
extension JSONNode {
    /// The envelope, when it is one of the per-step or per-test-case messages in a shape these readers know.
    var directEnvelope: Envelope? {
        guard case .object(let members) = self, members.count == 1 else { return nil }
        let body = members[0].value
        switch members[0].key {
        case "testStepStarted":
            guard let fields = body.fields(["testCaseStartedId", "testStepId", "timestamp"]),
                  let startedId = fields[0]?.text, let stepId = fields[1]?.text, let time = fields[2]?.timestamp else { return nil }
            return .testStepStarted(TestStepStarted(testCaseStartedId: startedId, testStepId: stepId, timestamp: time))
        case "testStepFinished":
            guard let fields = body.fields(["testCaseStartedId", "testStepId", "testStepResult", "timestamp"]),
                  let startedId = fields[0]?.text, let stepId = fields[1]?.text, let result = fields[2]?.testStepResult,
                  let time = fields[3]?.timestamp else { return nil }
            return .testStepFinished(TestStepFinished(testCaseStartedId: startedId, testStepId: stepId, testStepResult: result, timestamp: time))
        case "testCaseStarted":
            guard let fields = body.fields(["attempt", "id", "testCaseId", "timestamp", "workerId"]),
                  let attempt = fields[0]?.integer, let id = fields[1]?.text, let testCaseId = fields[2]?.text,
                  let time = fields[3]?.timestamp else { return nil }
            let workerId = fields[4]?.text
            guard fields[4] == nil || workerId != nil else { return nil }
            return .testCaseStarted(TestCaseStarted(attempt: attempt, id: id, testCaseId: testCaseId, workerId: workerId, timestamp: time))
        case "pickle":
            return body.pickle.map(Envelope.pickle)
        case "testCase":
            return body.testCase.map(Envelope.testCase)
        case "testCaseFinished":
            guard let fields = body.fields(["testCaseStartedId", "timestamp", "willBeRetried"]),
                  let startedId = fields[0]?.text, let time = fields[1]?.timestamp, case .bool(let retried)? = fields[2] else { return nil }
            return .testCaseFinished(TestCaseFinished(testCaseStartedId: startedId, timestamp: time, willBeRetried: retried))
        default:
            return nil
        }
    }

    /// The values of an object's members named `names`, in that order (nil where absent); nil when the node is not
    /// an object or has a member not named, so nothing unknown is silently dropped.
    private func fields(_ names: [String]) -> [JSONNode?]? {
        guard case .object(let members) = self else { return nil }
        var values = [JSONNode?](repeating: nil, count: names.count)
        for member in members {
            guard let position = names.firstIndex(of: member.key), values[position] == nil else { return nil }
            if case .null = member.value { continue }
            values[position] = member.value
        }
        return values
    }

    /// Each element read by `read`; nil when the node is no array or an element cannot be read.
    private func list<T>(_ read: (JSONNode) -> T?) -> [T]? {
        guard case .array(let elements) = self else { return nil }
        var values: [T] = []
        values.reserveCapacity(elements.count)
        for element in elements {
            guard let value = read(element) else { return nil }
            values.append(value)
        }
        return values
    }

    /// An optional member: `.some(nil)` when absent, `.some(value)` when readable, nil when present but unreadable.
    private static func optional<T>(_ node: JSONNode?, _ read: (JSONNode) -> T?) -> T?? {
        guard let node else { return .some(nil) }
        return read(node).map { .some($0) }
    }

    private var texts: [String]? { list(\.text) }

    private var pickle: Pickle? {
        guard let f = fields(["astNodeIds", "id", "language", "location", "name", "steps", "tags", "uri"]),
              let astNodeIds = f[0]?.texts, let id = f[1]?.text, let language = f[2]?.text,
              let location = Self.optional(f[3], \.location), let name = f[4]?.text,
              let steps = f[5]?.list(\.pickleStep), let tags = f[6]?.list(\.pickleTag), let uri = f[7]?.text else { return nil }
        return Pickle(id: id, uri: uri, location: location, name: name, language: language, steps: steps, tags: tags, astNodeIds: astNodeIds)
    }

    private var location: Location? {
        guard let f = fields(["column", "line"]), let column = Self.optional(f[0], \.integer), let line = f[1]?.integer else { return nil }
        return Location(line: line, column: column)
    }

    private var pickleStep: PickleStep? {
        guard let f = fields(["argument", "astNodeIds", "id", "text", "type"]),
              let argument = Self.optional(f[0], \.pickleStepArgument), let astNodeIds = f[1]?.texts, let id = f[2]?.text,
              let text = f[3]?.text, let typeName = Self.optional(f[4], \.text) else { return nil }
        let type = typeName.map(PickleStepType.init(rawValue:))
        guard type != .some(nil) else { return nil }
        return PickleStep(argument: argument, astNodeIds: astNodeIds, id: id, type: type ?? nil, text: text)
    }

    private var pickleStepArgument: PickleStepArgument? {
        guard let f = fields(["dataTable", "docString"]),
              let table = Self.optional(f[0], \.pickleTable), let docString = Self.optional(f[1], \.pickleDocString) else { return nil }
        return PickleStepArgument(docString: docString, dataTable: table)
    }

    private var pickleTable: PickleTable? {
        guard let f = fields(["argumentIndex", "rows"]), let index = Self.optional(f[0], \.integer),
              let rows = f[1]?.list({ row in row.fields(["cells"])?[0]?.list { cell in cell.fields(["value"])?[0]?.text.map(PickleTableCell.init(value:)) }.map(PickleTableRow.init(cells:)) }) else { return nil }
        return PickleTable(rows: rows, argumentIndex: index)
    }

    private var pickleDocString: PickleDocString? {
        guard let f = fields(["argumentIndex", "content", "mediaType"]), let index = Self.optional(f[0], \.integer),
              let content = f[1]?.text, let mediaType = Self.optional(f[2], \.text) else { return nil }
        return PickleDocString(mediaType: mediaType, content: content, argumentIndex: index)
    }

    private var pickleTag: PickleTag? {
        guard let f = fields(["astNodeId", "name"]), let astNodeId = f[0]?.text, let name = f[1]?.text else { return nil }
        return PickleTag(name: name, astNodeId: astNodeId)
    }

    private var testCase: TestCase? {
        guard let f = fields(["id", "pickleId", "testRunStartedId", "testSteps"]), let id = f[0]?.text, let pickleId = f[1]?.text,
              let runId = Self.optional(f[2], \.text), let steps = f[3]?.list(\.testStep) else { return nil }
        return TestCase(id: id, pickleId: pickleId, testSteps: steps, testRunStartedId: runId)
    }

    private var testStep: TestStep? {
        guard let f = fields(["hookId", "id", "pickleStepId", "stepDefinitionIds", "stepMatchArgumentsLists"]),
              let hookId = Self.optional(f[0], \.text), let id = f[1]?.text, let pickleStepId = Self.optional(f[2], \.text),
              let definitionIds = Self.optional(f[3], \.texts),
              let lists = Self.optional(f[4], { $0.list(\.stepMatchArgumentsList) }) else { return nil }
        return TestStep(id: id, hookId: hookId, pickleStepId: pickleStepId, stepDefinitionIds: definitionIds, stepMatchArgumentsLists: lists)
    }

    private var stepMatchArgumentsList: StepMatchArgumentsList? {
        fields(["stepMatchArguments"])?[0]?.list(\.stepMatchArgument).map(StepMatchArgumentsList.init(stepMatchArguments:))
    }

    private var stepMatchArgument: StepMatchArgument? {
        guard let f = fields(["group", "parameterTypeName"]), let group = f[0]?.group,
              let typeName = Self.optional(f[1], \.text) else { return nil }
        return StepMatchArgument(group: group, parameterTypeName: typeName)
    }

    private var group: StepMatchGroup? {
        guard let f = fields(["children", "start", "value"]), let children = Self.optional(f[0], { $0.list(\.group) }),
              let start = Self.optional(f[1], \.integer), let value = Self.optional(f[2], \.text) else { return nil }
        return StepMatchGroup(children: children, start: start, value: value)
    }

    private var text: String? {
        if case .string(let value) = self { value } else { nil }
    }

    private var integer: Int? {
        if case .number(let value) = self { Int(value) } else { nil }
    }

    private var timestamp: Timestamp? {
        guard let fields = fields(["seconds", "nanos"]), let seconds = fields[0]?.integer, let nanos = fields[1]?.integer else { return nil }
        return Timestamp(seconds: seconds, nanos: nanos)
    }

    private var duration: Duration? {
        guard let fields = fields(["seconds", "nanos"]), let seconds = fields[0]?.integer, let nanos = fields[1]?.integer else { return nil }
        return Duration(seconds: seconds, nanos: nanos)
    }

    private var testStepResult: TestStepResult? {
        guard let fields = fields(["duration", "message", "status", "exception"]),
              let duration = fields[0]?.duration, let statusText = fields[2]?.text,
              let status = TestStepResultStatus(rawValue: statusText) else { return nil }
        let message = fields[1]?.text
        guard fields[1] == nil || message != nil else { return nil }
        var exception: Exception?
        if let node = fields[3] {
            guard let parts = node.fields(["type", "message", "stackTrace"]), let type = parts[0]?.text else { return nil }
            guard parts[1] == nil || parts[1]?.text != nil, parts[2] == nil || parts[2]?.text != nil else { return nil }
            exception = Exception(type: type, message: parts[1]?.text, stackTrace: parts[2]?.text)
        }
        return TestStepResult(duration: duration, message: message, status: status, exception: exception)
    }
}
