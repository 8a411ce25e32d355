/// The `case` line: a planned test case as it travels to a worker, each step's id with what it runs, so the worker
/// runs exactly the coordinator's plan (the grammar is in this folder's README.md).
enum TestCaseWire {
    /// The definitions a pickle step's text matched, by position.
    enum Definitions: Equatable, Sendable {
        case undefined
        case one(Int)
        case several([Int])
        /// Matching the text failed (a capture group of no known type, say).
        case matchingFailed
    }

    /// One step of the plan as it travels.
    enum Step: Equatable, Sendable {
        case hook(stepId: String, hook: Int)
        case pickleStep(stepId: String, definitions: Definitions)
    }

    /// A test case's plan as it travels.
    struct Plan: Equatable, Sendable {
        let testCaseId: String
        let steps: [Step]
        /// The positions of the BeforeStep and AfterStep hooks that apply, in the order they run.
        let beforeStepHooks: [Int]
        let afterStepHooks: [Int]
    }

    /// Adds the `case` line of `planned` to `bytes`, without its line break: what the coordinator sends, straight
    /// from its plan.
    static func write(_ planned: PlannedTestCase, to bytes: inout [UInt8]) {
        appendHead(planned.testCase.id, to: &bytes)
        for step in planned.steps {
            switch step.action {
            case .hook(let hook):
                appendHook(step.id, hook.index, to: &bytes)
            case .pickleStep(_, let matching):
                appendPickleStep(step.id, to: &bytes)
                if matching.matches.isEmpty, matching.error != nil {
                    bytes.append(UInt8(ascii: "!"))
                    continue
                }
                for (number, match) in matching.matches.enumerated() {
                    if number > 0 { bytes.append(UInt8(ascii: ",")) }
                    appendDecimal(match.definition.index, to: &bytes)
                }
            }
        }
        for hook in planned.stepHooks.before { appendStepHook("B", hook.index, to: &bytes) }
        for hook in planned.stepHooks.after { appendStepHook("A", hook.index, to: &bytes) }
    }

    /// Adds the `case` line of `plan` to `bytes`, without its line break: the same line as the planned test case
    /// it was read from.
    static func write(_ plan: Plan, to bytes: inout [UInt8]) {
        appendHead(plan.testCaseId, to: &bytes)
        for step in plan.steps {
            switch step {
            case .hook(let stepId, let hook):
                appendHook(stepId, hook, to: &bytes)
            case .pickleStep(let stepId, let definitions):
                appendPickleStep(stepId, to: &bytes)
                switch definitions {
                case .undefined: break
                case .one(let position): appendDecimal(position, to: &bytes)
                case .several(let positions):
                    for (number, position) in positions.enumerated() {
                        if number > 0 { bytes.append(UInt8(ascii: ",")) }
                        appendDecimal(position, to: &bytes)
                    }
                case .matchingFailed: bytes.append(UInt8(ascii: "!"))
                }
            }
        }
        for hook in plan.beforeStepHooks { appendStepHook("B", hook, to: &bytes) }
        for hook in plan.afterStepHooks { appendStepHook("A", hook, to: &bytes) }
    }

    private static func appendHead(_ testCaseId: String, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "case ".utf8)
        WireText.append(testCaseId, to: &bytes)
    }

    private static func appendHook(_ stepId: String, _ hook: Int, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: " h".utf8)
        WireText.append(stepId, to: &bytes)
        bytes.append(UInt8(ascii: "="))
        appendDecimal(hook, to: &bytes)
    }

    /// The step's field up to its `=`, the definitions' positions to follow.
    private static func appendPickleStep(_ stepId: String, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: " s".utf8)
        WireText.append(stepId, to: &bytes)
        bytes.append(UInt8(ascii: "="))
    }

    /// ` B=HOOK` or ` A=HOOK`: a BeforeStep or AfterStep hook that applies.
    private static func appendStepHook(_ kind: Unicode.Scalar, _ hook: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: kind))
        bytes.append(UInt8(ascii: "="))
        appendDecimal(hook, to: &bytes)
    }

    private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Reads a `case` line; nil when it is not one.
    static func parse(_ line: UnsafeBufferPointer<UInt8>) -> Plan? {
        guard line.starts(with: "case".utf8) else { return nil }
        var fields = WireLineReader(UnsafeBufferPointer(rebasing: line.dropFirst(4)))
        guard let idField = fields.field(), let testCaseId = decoded(idField) else { return nil }
        var steps: [Step] = []
        var before: [Int] = []
        var after: [Int] = []
        while let field = fields.field() {
            guard let kind = field.first, let equals = field.firstIndex(of: UInt8(ascii: "=")) else { return nil }
            let name = field[(field.startIndex + 1)..<equals]
            let value = field[(equals + 1)...]
            switch kind {
            case UInt8(ascii: "h"):
                guard let stepId = decoded(name), let hook = position(value) else { return nil }
                steps.append(.hook(stepId: stepId, hook: hook))
            case UInt8(ascii: "s"):
                guard let stepId = decoded(name), let definitions = definitions(value) else { return nil }
                steps.append(.pickleStep(stepId: stepId, definitions: definitions))
            case UInt8(ascii: "B"), UInt8(ascii: "A"):
                guard name.isEmpty, let hook = position(value) else { return nil }
                if kind == UInt8(ascii: "B") { before.append(hook) } else { after.append(hook) }
            default:
                return nil
            }
        }
        return Plan(testCaseId: testCaseId, steps: steps, beforeStepHooks: before, afterStepHooks: after)
    }

    /// Reads one position; nil when it is not a decimal number.
    private static func position(_ value: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard case .one(let position)? = definitions(value) else { return nil }
        return position
    }

    /// Reads `1`, `1,4` or `!`; nil when it is none of these.
    private static func definitions(_ value: Slice<UnsafeBufferPointer<UInt8>>) -> Definitions? {
        if value.isEmpty { return .undefined }
        if value.elementsEqual("!".utf8) { return .matchingFailed }
        var positions: [Int] = []
        var current: Int?
        for byte in value {
            if byte == UInt8(ascii: ",") {
                guard let number = current else { return nil }
                positions.append(number)
                current = nil
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), (current ?? 0) < Int.max / 10 - 10 {
                current = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
            } else {
                return nil
            }
        }
        guard let last = current else { return nil }
        if positions.isEmpty { return .one(last) }
        return .several(positions + [last])
    }

    /// An id as written; nil when it is empty or its escapes are malformed.
    private static func decoded(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        field.isEmpty ? nil : WireText.decode(field)
    }
}
