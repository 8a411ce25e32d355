import CucumberMessages

/// Writes one step or hook of an attempt as Cucumber's JSON report has it, as an object appended to a list: what
/// it matched, its result, and what it attached (logs as `output`, anything else Base64-encoded as `embeddings`).
struct CucumberJSONStep {
    /// Each step definition's `"location":…` member, by id: a run writes it for every step the definition matched.
    /// A library has a handful of definitions, mostly: a short list searched costs less than hashing each step's id.
    private var locations = IdTable<[UInt8]>()

    /// A Gherkin step: its keyword and line as written, its text as compiled (placeholders filled in), its argument.
    mutating func writeStep(
        _ testStep: TestStep, pickleStep: PickleStep, written step: (keyword: String, line: Int, docStringLine: Int?, inBackground: Bool)?,
        finished: TestStepFinished?, attachments: [Attachment], index: RunQuery, to json: inout JSONBytes
    ) {
        // Each key with its punctuation in one piece: a run writes these for every step.
        json.raw(json.bytes.isEmpty ? "{\"keyword\":" : ",{\"keyword\":")
        defer { json.raw("}") }
        json.string(step?.keyword ?? "")
        json.raw(",\"line\":")
        json.number(Int64(step?.line ?? 0))
        json.raw(",\"match\":")
        writeMatch(of: testStep, index: index, to: &json)
        json.raw(",\"name\":")
        json.string(pickleStep.text)
        json.raw(",\"result\":")
        writeResult(finished?.testStepResult, to: &json)
        if let docString = pickleStep.argument?.docString {
            json.key("doc_string")
            json.raw("{")
            json.field("line", Int64(step?.docStringLine ?? 0), first: true)
            json.field("value", docString.content)
            if let mediaType = docString.mediaType { json.field("content_type", mediaType) }
            json.raw("}")
        }
        if let table = pickleStep.argument?.dataTable {
            json.key("rows")
            json.raw("[")
            for (position, row) in table.rows.enumerated() {
                json.raw(position == 0 ? "{\"cells\":" : ",{\"cells\":")
                json.stringArray(row.cells.map(\.value))
                json.raw("}")
            }
            json.raw("]")
        }
        writeAttachments(attachments, to: &json)
    }

    /// A Before or After hook: where it is defined, its result and attachments.
    func writeHook(_ hook: Hook?, finished: TestStepFinished?, attachments: [Attachment], to json: inout JSONBytes) {
        json.raw(json.bytes.isEmpty ? "{" : ",{")
        defer { json.raw("}") }
        json.key("match", first: true)
        json.raw("{")
        if let location = StepReport.location(of: hook?.sourceReference) { json.field("location", location, first: true) }
        json.raw("}")
        json.key("result")
        writeResult(finished?.testStepResult, to: &json)
        writeAttachments(attachments, to: &json)
    }

    /// The definition's location and the arguments it took, when exactly one definition matched; empty otherwise.
    private mutating func writeMatch(of testStep: TestStep, index: RunQuery, to json: inout JSONBytes) {
        json.raw("{")
        defer { json.raw("}") }
        guard let ids = testStep.stepDefinitionIds, ids.count == 1 else { return }
        let location: [UInt8]
        if let known = locations[ids[0]] {
            location = known
        } else {
            var member = JSONBytes()
            if let text = index.stepDefinitionLocations[ids[0]] { member.field("location", text, first: true) }
            location = member.bytes
            locations[ids[0]] = location
        }
        json.raw(location)
        let first = location.isEmpty
        guard let arguments = testStep.stepMatchArgumentsLists?.first?.stepMatchArguments, !arguments.isEmpty else { return }
        json.key("arguments", first: first)
        json.raw("[")
        for (position, argument) in arguments.enumerated() {
            if position > 0 { json.raw(",") }
            // An optional group that matched nothing has neither: Cucumber writes an empty object.
            if let value = argument.group.value {
                json.raw("{\"val\":")
                json.string(value)
                if let start = argument.group.start {
                    json.raw(",\"offset\":")
                    json.number(Int64(start))
                }
                json.raw("}")
            } else {
                json.raw("{")
                if let start = argument.group.start { json.field("offset", Int64(start), first: true) }
                json.raw("}")
            }
        }
        json.raw("]")
    }

    /// The duration (left out when zero), the status in lower case, and the error: its stack trace, else its message.
    private func writeResult(_ result: TestStepResult?, to json: inout JSONBytes) {
        json.raw("{")
        guard let result else {
            // A step of an attempt cut short never ran.
            json.raw("\"status\":\"skipped\"}")
            return
        }
        let nanoseconds = result.duration.totalNanoseconds
        if nanoseconds != 0 {
            json.raw("\"duration\":")
            json.number(nanoseconds)
            json.raw(",")
        }
        json.raw(statusText(result.status))
        if let error = result.exception?.stackTrace ?? result.message { json.field("error_message", error) }
        json.raw("}")
    }

    private func writeAttachments(_ attachments: [Attachment], to json: inout JSONBytes) {
        guard !attachments.isEmpty else { return }
        var logs: [String] = []
        var embedded = false
        for attachment in attachments {
            if attachment.mediaType == "text/x.cucumber.log+plain" {
                logs.append(attachment.body)
                continue
            }
            json.raw(embedded ? ",{" : ",\"embeddings\":[{")
            embedded = true
            json.field("mime_type", attachment.mediaType, first: true)
            json.key("data")
            json.base64(attachment.body, alreadyEncoded: attachment.contentEncoding == .base64)
            if let fileName = attachment.fileName { json.field("name", fileName) }
            json.raw("}")
        }
        if embedded { json.raw("]") }
        if !logs.isEmpty {
            json.key("output")
            json.stringArray(logs)
        }
    }

    private func statusText(_ status: TestStepResultStatus) -> StaticString {
        switch status {
        case .unknown: "\"status\":\"unknown\""
        case .passed: "\"status\":\"passed\""
        case .skipped: "\"status\":\"skipped\""
        case .pending: "\"status\":\"pending\""
        case .undefined: "\"status\":\"undefined\""
        case .ambiguous: "\"status\":\"ambiguous\""
        case .failed: "\"status\":\"failed\""
        }
    }
}
