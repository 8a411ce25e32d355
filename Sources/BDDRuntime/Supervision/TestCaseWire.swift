/// The one form in which a planned test case travels to a worker: a `case` line naming the test case, then, for
/// each of its steps in order, the step's id and what it runs, so the worker runs exactly the coordinator's plan.
///
/// `case ID STEP…` where a STEP is `h` + step id + `=` + hook id (a Before or After hook), or `s` + step id + `=` +
/// the ids of the definitions its text matched, comma-separated (none: undefined; several: ambiguous; `!`:
/// matching itself failed); then `B=` and `A=` + hook id for each BeforeStep and AfterStep hook that applies. The
/// pickle steps come in the pickle's order. Ids are written as they are, but for bytes up to a space and `%`, `=`,
/// `,` and `!`, which are percent-encoded.
enum TestCaseWire {
    /// One step of the plan as it travels.
    enum Step: Equatable, Sendable {
        case hook(stepId: String, hookId: String)
        /// A pickle step; `definitionIds` nil when matching its text failed.
        case pickleStep(stepId: String, definitionIds: [String]?)
    }

    /// A test case's plan as it travels.
    struct Plan: Equatable, Sendable {
        let testCaseId: String
        let steps: [Step]
        let beforeStepHookIds: [String]
        let afterStepHookIds: [String]
    }

    /// Adds the `case` line of `planned` to `bytes`, without its line break.
    static func write(_ planned: PlannedTestCase, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: "case ".utf8)
        append(planned.testCase.id, to: &bytes)
        for step in planned.steps {
            switch step.action {
            case .hook(let hook):
                bytes.append(contentsOf: " h".utf8)
                append(step.testStep.id, to: &bytes)
                bytes.append(UInt8(ascii: "="))
                append(hook.id, to: &bytes)
            case .pickleStep(_, let matching):
                bytes.append(contentsOf: " s".utf8)
                append(step.testStep.id, to: &bytes)
                bytes.append(UInt8(ascii: "="))
                if matching.matches.isEmpty, matching.error != nil {
                    bytes.append(UInt8(ascii: "!"))
                } else {
                    for (index, match) in matching.matches.enumerated() {
                        if index > 0 { bytes.append(UInt8(ascii: ",")) }
                        append(match.definition.id, to: &bytes)
                    }
                }
            }
        }
        for hook in planned.stepHooks.before {
            bytes.append(contentsOf: " B=".utf8)
            append(hook.id, to: &bytes)
        }
        for hook in planned.stepHooks.after {
            bytes.append(contentsOf: " A=".utf8)
            append(hook.id, to: &bytes)
        }
    }

    /// Reads a `case` line; nil when it is not one.
    static func parse(_ line: some Collection<UInt8>) -> Plan? {
        let fields = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard fields.count >= 2, fields[0].elementsEqual("case".utf8), let testCaseId = decoded(fields[1]) else { return nil }
        var steps: [Step] = []
        var before: [String] = []
        var after: [String] = []
        for field in fields.dropFirst(2) {
            guard let kind = field.first, let equals = field.firstIndex(of: UInt8(ascii: "=")) else { return nil }
            let name = field[field.index(after: field.startIndex)..<equals]
            let value = field[field.index(after: equals)...]
            switch kind {
            case UInt8(ascii: "h"):
                guard let stepId = decoded(name), let hookId = decoded(value) else { return nil }
                steps.append(.hook(stepId: stepId, hookId: hookId))
            case UInt8(ascii: "s"):
                guard let stepId = decoded(name) else { return nil }
                if value.elementsEqual("!".utf8) {
                    steps.append(.pickleStep(stepId: stepId, definitionIds: nil))
                    continue
                }
                var ids: [String] = []
                for id in value.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) where !value.isEmpty {
                    guard let id = decoded(id) else { return nil }
                    ids.append(id)
                }
                steps.append(.pickleStep(stepId: stepId, definitionIds: ids))
            case UInt8(ascii: "B"), UInt8(ascii: "A"):
                guard name.isEmpty, let hookId = decoded(value) else { return nil }
                if kind == UInt8(ascii: "B") { before.append(hookId) } else { after.append(hookId) }
            default:
                return nil
            }
        }
        return Plan(testCaseId: testCaseId, steps: steps, beforeStepHookIds: before, afterStepHookIds: after)
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte <= 32 || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "!")
    }

    /// Adds `id`, copied in one pass over its bytes: a worker run writes one for every step.
    private static func append(_ id: String, to bytes: inout [UInt8]) {
        var id = id
        id.withUTF8 { utf8 in
            guard utf8.contains(where: needsEscape) else { return bytes.append(contentsOf: utf8) }
            for byte in utf8 {
                guard needsEscape(byte) else {
                    bytes.append(byte)
                    continue
                }
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// An id as written; nil when it is empty or its escapes are malformed.
    private static func decoded(_ field: some Collection<UInt8>) -> String? {
        guard !field.isEmpty else { return nil }
        guard field.contains(UInt8(ascii: "%")) else { return String(decoding: field, as: UTF8.self) }
        var bytes: [UInt8] = []
        var iterator = field.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
