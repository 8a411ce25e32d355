/// Direct readers of the messages sent once or twice per step, which a supervised run's coordinator decodes by the
/// hundred thousand: straight from the parsed tree, without `Decodable`'s containers. Any other shape (an unknown
/// key, a missing field) returns nil, and the `Decodable` path reads it instead.
extension JSONNode {
    /// The envelope, when it is one of the per-step messages in a shape these readers know.
    var perStepEnvelope: Envelope? {
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
