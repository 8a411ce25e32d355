/// A message that writes its own JSON, members in key order: a run writes an envelope per event, and going through
/// `Codable` cost more than everything else the runner does.
///
/// The output is byte for byte what Foundation's `JSONEncoder` writes with sorted keys; a test holds every envelope
/// of the shared suites to it.
protocol DirectJSON {
    func writeJSON(to json: inout JSONWriter)
}

extension Timestamp: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("nanos", nanos); $0.field("seconds", seconds) }
    }
}

extension Duration: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("nanos", nanos); $0.field("seconds", seconds) }
    }
}

extension Exception: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("message", message); $0.field("stackTrace", stackTrace); $0.field("type", type) }
    }
}

extension TestStepResult: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("duration", duration)
            $0.field("exception", exception)
            $0.field("message", message)
            $0.field("status", status.rawValue)
        }
    }
}

extension TestStepStarted: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("testCaseStartedId", testCaseStartedId); $0.field("testStepId", testStepId); $0.field("timestamp", timestamp) }
    }
}

extension TestStepFinished: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("testCaseStartedId", testCaseStartedId)
            $0.field("testStepId", testStepId)
            $0.field("testStepResult", testStepResult)
            $0.field("timestamp", timestamp)
        }
    }
}

extension TestCaseStarted: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("attempt", attempt)
            $0.field("id", id)
            $0.field("testCaseId", testCaseId)
            $0.field("timestamp", timestamp)
            $0.field("workerId", workerId)
        }
    }
}

extension TestCaseFinished: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("testCaseStartedId", testCaseStartedId); $0.field("timestamp", timestamp); $0.field("willBeRetried", willBeRetried) }
    }
}

extension TestCase: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("id", id)
            $0.field("pickleId", pickleId)
            $0.field("testRunStartedId", testRunStartedId)
            $0.field("testSteps", testSteps)
        }
    }
}

extension TestStep: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object {
            $0.field("hookId", hookId)
            $0.field("id", id)
            $0.field("pickleStepId", pickleStepId)
            $0.field("stepDefinitionIds", stepDefinitionIds)
            $0.field("stepMatchArgumentsLists", stepMatchArgumentsLists)
        }
    }
}

extension StepMatchArgumentsList: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("stepMatchArguments", stepMatchArguments) }
    }
}

extension StepMatchArgument: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("group", group); $0.field("parameterTypeName", parameterTypeName) }
    }
}

extension StepMatchGroup: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { $0.field("children", children); $0.field("start", start); $0.field("value", value) }
    }
}
