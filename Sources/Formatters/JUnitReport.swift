import CucumberMessages

/// What a JUnit report says about a run, before any XML: one suite, one case per counted test case attempt.
struct JUnitReport: Sendable, Equatable {
    var milliseconds: Int64
    var tests: Int
    var skipped: Int
    var failures: Int
    var timestamp: Timestamp?
    var testCases: [Case]

    /// One test case: its names, duration, what went wrong and its steps.
    struct Case: Sendable, Equatable {
        var classname: String
        var name: String
        var milliseconds: Int64
        var outcome: Outcome?
        var steps: [StepLine]
    }

    /// Why a test case did not pass; `detail` is the stack trace, or the message of older implementations.
    enum Outcome: Sendable, Equatable {
        case failure(type: String?, message: String?, detail: String?)
        case skipped(detail: String?)
    }

    /// A step as written in the feature (keyword included) and its status.
    struct StepLine: Sendable, Equatable {
        var text: String
        var status: TestStepResultStatus
    }

    init(milliseconds: Int64, tests: Int, skipped: Int, failures: Int, timestamp: Timestamp?, testCases: [Case]) {
        self.milliseconds = milliseconds
        self.tests = tests
        self.skipped = skipped
        self.failures = failures
        self.timestamp = timestamp
        self.testCases = testCases
    }

    /// A feature file that did not parse is a failed test case, so CI's test list agrees with the exit status.
    /// `text` is the error in words (`ParseErrorExplainer`'s, in the keywords of the file's language).
    static func makeCase(for error: ParseError, text: String? = nil) -> Case {
        let uri = error.source.uri ?? "<unknown file>"
        let text = text ?? "\(ParseErrorText.place(of: error)): \(ParseErrorText.plainWords(error.message))"
        return Case(
            classname: uri,
            name: "\(uri) could not be parsed",
            milliseconds: 0,
            outcome: .failure(type: "ParseError", message: text, detail: text),
            steps: []
        )
    }

    static func makeCase(for started: TestCaseStarted, index: RunQuery) -> Case {
        let pickle = index.pickle(of: started)
        let lineage = pickle.flatMap(index.lineage(of:))
        return Case(
            classname: lineage?.feature.name ?? pickle?.uri ?? "",
            name: pickle.map { TestCaseName.of($0, lineage: lineage) } ?? "",
            milliseconds: index.nanoseconds(of: started).map(ReportTime.milliseconds) ?? 0,
            outcome: index.mostSevereResult(of: started).flatMap(outcome(of:)),
            steps: stepLines(of: started, pickle: pickle, index: index)
        )
    }

    private static func outcome(of result: TestStepResult) -> Outcome? {
        let detail = result.exception?.stackTrace ?? result.message
        switch result.status {
        case .passed: return nil
        case .skipped: return .skipped(detail: detail)
        default: return .failure(type: result.exception?.type, message: result.exception?.message, detail: detail)
        }
    }

    /// The pickle steps an attempt finished, hooks left out.
    private static func stepLines(of started: TestCaseStarted, pickle: Pickle?, index: RunQuery) -> [StepLine] {
        var testSteps = InOrderLookup(index.testCase(of: started)?.testSteps ?? [], id: { $0.id })
        var pickleSteps = InOrderLookup(pickle?.steps ?? [], id: { $0.id })
        // Positions rather than elements: a run lists every step of every test case, and copying each step whole
        // would retain and release all its fields.
        return (index.stepFinishes[started.id] ?? []).compactMap { finished in
            guard let testStep = testSteps.position(id: finished.testStepId),
                  let pickleStepId = testSteps[testStep].pickleStepId else { return nil }
            let status = finished.testStepResult.status
            guard let pickleStep = pickleSteps.position(id: pickleStepId) else { return StepLine(text: "", status: status) }
            let keyword = index.gherkin.step(of: pickleSteps[pickleStep])?.keyword ?? ""
            return StepLine(text: keyword + pickleSteps[pickleStep].text, status: status)
        }
    }
}
