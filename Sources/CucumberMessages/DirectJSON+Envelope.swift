/// An envelope is an object whose one member, named after the message, is the message.
extension Envelope: DirectJSON {
    func writeJSON(to json: inout JSONWriter) {
        json.object { json in
            switch self {
            case .meta(let message): json.field("meta", message)
            case .source(let message): json.field("source", message)
            case .gherkinDocument(let message): json.field("gherkinDocument", message)
            case .pickle(let message): json.field("pickle", message)
            case .parseError(let message): json.field("parseError", message)
            case .parameterType(let message): json.field("parameterType", message)
            case .undefinedParameterType(let message): json.field("undefinedParameterType", message)
            case .stepDefinition(let message): json.field("stepDefinition", message)
            case .hook(let message): json.field("hook", message)
            case .testRunStarted(let message): json.field("testRunStarted", message)
            case .testCase(let message): json.field("testCase", message)
            case .testRunHookStarted(let message): json.field("testRunHookStarted", message)
            case .testRunHookFinished(let message): json.field("testRunHookFinished", message)
            case .testCaseStarted(let message): json.field("testCaseStarted", message)
            case .testStepStarted(let message): json.field("testStepStarted", message)
            case .attachment(let message): json.field("attachment", message)
            case .testStepFinished(let message): json.field("testStepFinished", message)
            case .testCaseFinished(let message): json.field("testCaseFinished", message)
            case .suggestion(let message): json.field("suggestion", message)
            case .testRunFinished(let message): json.field("testRunFinished", message)
            }
        }
    }
}
