import CucumberMessages

/// Writes one step or hook of an attempt as Cucumber's JSON report has it, as an object appended to a list: what
/// it matched, its result, and what it attached (logs as `output`, anything else Base64-encoded as `embeddings`).
///
/// A run writes these for every step: constant pieces go in whole with their punctuation (`,"match":{`), and into a
/// `JSONWriter`, whose appends cost a fraction of an array's.
struct CucumberJSONStep {
    /// Each step definition's `"location":…` member, by id: a run writes it for every step the definition matched.
    /// A library has a handful of definitions, mostly: a short list searched costs less than hashing each step's id.
    private var locations = IdTable<[UInt8]>()

    /// Opens a Gherkin step's object: its keyword and line as written, the definitions it matched with the arguments
    /// they took, its text as compiled (placeholders filled in) and its result. Fields rather than messages, as a
    /// caller reads them where the messages are; `writeArgument` then adds a doc string or table, `close` ends it.
    mutating func openStep(
        keyword: String, line: Int, text: String, definitionIds: [String]?, argumentsLists: [StepMatchArgumentsList]?,
        result: TestStepResult, index: RunQuery, to json: inout JSONWriter
    ) {
        json.write(json.count == 0 ? "{\"keyword\":" : ",{\"keyword\":")
        json.writeString(keyword)
        json.write(",\"line\":")
        json.writeDecimal(line)
        json.write(",\"match\":{")
        writeMatch(definitionIds: definitionIds, argumentsLists: argumentsLists, index: index, to: &json)
        json.write("},\"name\":")
        json.writeString(text)
        json.write(",\"result\":{")
        writeResult(result, to: &json)
    }

    /// A step's doc string, with the line it was written at, or its data table, as the pickle has them (an
    /// outline's placeholders filled in).
    func writeArgument(_ argument: PickleStepArgument, docStringLine: Int, to json: inout JSONWriter) {
        if let docString = argument.docString {
            json.write(",\"doc_string\":{\"line\":")
            json.writeDecimal(docStringLine)
            json.write(",\"value\":")
            json.writeString(docString.content)
            if let mediaType = docString.mediaType {
                json.write(",\"content_type\":")
                json.writeString(mediaType)
            }
            json.write(UInt8(ascii: "}"))
        }
        if let table = argument.dataTable {
            json.write(",\"rows\":[")
            for (position, row) in table.rows.enumerated() {
                json.write(position == 0 ? "{\"cells\":[" : ",{\"cells\":[")
                for (column, cell) in row.cells.enumerated() {
                    if column > 0 { json.write(UInt8(ascii: ",")) }
                    json.writeString(cell.value)
                }
                json.write("]}")
            }
            json.write(UInt8(ascii: "]"))
        }
    }

    /// Ends a step's or hook's object with what it attached.
    func close(attachments: [Attachment], to json: inout JSONWriter) {
        writeAttachments(attachments, to: &json)
        json.write(UInt8(ascii: "}"))
    }

    /// Ends a step's object with its BeforeStep and AfterStep hooks (lists left out when empty) and what it attached.
    func close(before: borrowing JSONWriter, after: borrowing JSONWriter, attachments: [Attachment], to json: inout JSONWriter) {
        Self.writeHooks(",\"before\":[", before, to: &json)
        Self.writeHooks(",\"after\":[", after, to: &json)
        close(attachments: attachments, to: &json)
    }

    /// A list of hooks under its key (`,"before":[`), left out when it is empty.
    static func writeHooks(_ key: StaticString, _ list: borrowing JSONWriter, to json: inout JSONWriter) {
        guard list.count > 0 else { return }
        json.write(key)
        list.withBytes { json.write($0) }
        json.write(UInt8(ascii: "]"))
    }

    /// A Before or After hook: where it is defined, its result and attachments.
    func writeHook(_ hook: Hook?, result: TestStepResult, attachments: [Attachment], to json: inout JSONWriter) {
        json.write(json.count == 0 ? "{\"match\":{" : ",{\"match\":{")
        if let location = CucumberJSONLocation.of(hook?.sourceReference) {
            json.write("\"location\":")
            json.writeString(location)
        }
        json.write("},\"result\":{")
        writeResult(result, to: &json)
        close(attachments: attachments, to: &json)
    }

    /// The members of `match`: the definition's location when exactly one definition matched (and is known), the
    /// arguments when the step has exactly one list of them and it is not empty; none otherwise (undefined,
    /// ambiguous), as the converter writes them.
    private mutating func writeMatch(definitionIds ids: [String]?, argumentsLists: [StepMatchArgumentsList]?, index: RunQuery, to json: inout JSONWriter) {
        var location: [UInt8] = []
        if let ids, ids.count == 1 {
            if let known = locations[ids[0]] {
                location = known
            } else {
                var member = JSONBytes()
                if let text = CucumberJSONLocation.of(index.stepDefinitionReferences[ids[0]]) { member.field("location", text, first: true) }
                location = member.bytes
                locations[ids[0]] = location
            }
            json.write(location)
        }
        guard let argumentsLists, argumentsLists.count == 1, !argumentsLists[0].stepMatchArguments.isEmpty else { return }
        let arguments = argumentsLists[0].stepMatchArguments
        json.write(location.isEmpty ? "\"arguments\":[" : ",\"arguments\":[")
        // By position, reading the two fields written: an argument copied out whole retained its nested groups too.
        for position in arguments.indices {
            if position > 0 { json.write(UInt8(ascii: ",")) }
            let value = arguments[position].group.value, start = arguments[position].group.start
            // An optional group that matched nothing has neither: Cucumber writes an empty object.
            if let value {
                json.write("{\"val\":")
                json.writeString(value)
                if let start {
                    json.write(",\"offset\":")
                    json.writeDecimal(start)
                }
            } else {
                json.write(UInt8(ascii: "{"))
                if let start {
                    json.write("\"offset\":")
                    json.writeDecimal(start)
                }
            }
            json.write(UInt8(ascii: "}"))
        }
        json.write(UInt8(ascii: "]"))
    }

    /// The members of `result` and its closing brace: the duration in nanoseconds (left out when zero, and for an
    /// undefined step, which never ran), the status in lower case, and the error as the exception's stack trace, as
    /// the converter writes them (a message without a stack trace is left out).
    private func writeResult(_ result: TestStepResult, to json: inout JSONWriter) {
        let nanoseconds = result.duration.totalNanoseconds
        if nanoseconds != 0, result.status != .undefined {
            json.write("\"duration\":")
            json.writeDecimal(Int(nanoseconds))
            json.write(UInt8(ascii: ","))
        }
        json.write(statusText(result.status))
        if let error = result.exception?.stackTrace {
            json.write(",\"error_message\":")
            json.writeString(error)
        }
        json.write(UInt8(ascii: "}"))
    }

    private func writeAttachments(_ attachments: [Attachment], to json: inout JSONWriter) {
        guard !attachments.isEmpty else { return }
        // Rare beside steps: written as an array's bytes, where the Base64 encoder writes.
        var members = JSONBytes()
        var logs: [String] = []
        var embedded = false
        for attachment in attachments {
            if attachment.mediaType == "text/x.cucumber.log+plain" {
                // A log attached as bytes is written as its text, as Cucumber writes it.
                logs.append(attachment.contentEncoding == .base64 ? Base64.decodedText(attachment.body) : attachment.body)
                continue
            }
            members.raw(embedded ? ",{" : ",\"embeddings\":[{")
            embedded = true
            members.field("mime_type", attachment.mediaType, first: true)
            members.key("data")
            members.base64(attachment.body, alreadyEncoded: attachment.contentEncoding == .base64)
            if let fileName = attachment.fileName { members.field("name", fileName) }
            members.raw("}")
        }
        if embedded { members.raw("]") }
        if !logs.isEmpty {
            members.key("output")
            members.stringArray(logs)
        }
        json.write(members.bytes)
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
