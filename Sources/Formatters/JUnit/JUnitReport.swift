import CucumberMessages

/// What a JUnit report says about a run, before any XML: one suite, one case per counted test case attempt.
struct JUnitReport: Sendable, Equatable {
    var milliseconds: Int64
    var tests: Int
    var skipped: Int
    var failures: Int
    var timestamp: Timestamp?
    var testCases: [Case]

    /// A test case of no attempt (a file that did not parse, a run that has not finished): its names, duration and
    /// what went wrong. The test cases of a run are written straight from the query (`writeCase(of:queried:index:to:)`).
    struct Case: Sendable, Equatable {
        var classname: String
        var name: String
        var milliseconds: Int64
        var outcome: Outcome?
    }

    /// Why a test case did not pass; `detail` is the stack trace, or the message of older implementations.
    enum Outcome: Sendable, Equatable {
        case failure(type: String?, message: String?, detail: String?)
        case skipped(detail: String?)
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
            outcome: .failure(type: "ParseError", message: text, detail: text)
        )
    }

    /// Writes the `testcase` element of an attempt straight from `index`, given its test case and pickle as
    /// `index.queried(started)` found them, and returns the attempt's most severe status: a run renders one per
    /// test case, so neither a `Case` nor a string per step is built on the way.
    static func writeCase(of started: TestCaseStarted, queried: RunQuery.QueriedTestCase?, index: RunQuery, to xml: inout [UInt8]) -> TestStepResultStatus? {
        let testCase = queried?.testCase
        let pickle = queried?.pickle?.pickle
        let place = queried?.pickle?.place
        let names = pickle.flatMap { pickle in place?.names(of: pickle) }
        let finishes = index.stepFinishes(of: started.id)
        let worst = RunQuery.mostSevere(of: finishes)
        JUnitXMLWriter.writeStart(
            classname: names?.feature ?? pickle?.uri ?? "",
            name: names?.testCase ?? pickle?.name ?? "",
            milliseconds: index.nanoseconds(of: started).map(ReportTime.milliseconds) ?? 0,
            to: &xml
        )
        JUnitXMLWriter.writeOutcome(worst.flatMap(outcome(of:)), to: &xml)
        // The pickle steps the attempt finished, hooks left out. Positions rather than elements: a run lists every
        // step of every test case, and copying each step whole would retain and release all its fields.
        var testSteps = InOrderLookup(testCase?.testSteps ?? [])
        var pickleSteps = InOrderLookup(pickle?.steps ?? [])
        var listing: JUnitXMLWriter.StepListing?
        for finished in finishes {
            guard let testStep = testSteps.position(id: finished.testStepId),
                  let pickleStepId = testSteps[testStep].pickleStepId else { continue }
            if listing == nil { listing = JUnitXMLWriter.StepListing(to: &xml) }
            let status = finished.testStepResult.status
            guard let pickleStep = pickleSteps.position(id: pickleStepId) else {
                listing?.add(keyword: "", text: "", status: status, to: &xml)
                continue
            }
            let keyword = place?.keyword(of: pickleSteps[pickleStep]) ?? ""
            listing?.add(keyword: keyword, text: pickleSteps[pickleStep].text, status: status, to: &xml)
        }
        listing?.end(to: &xml)
        JUnitXMLWriter.writeEnd(to: &xml)
        return worst?.status
    }

    private static func outcome(of result: TestStepResult) -> Outcome? {
        let detail = result.exception?.stackTrace ?? result.message
        switch result.status {
        case .passed: return nil
        case .skipped: return .skipped(detail: detail)
        default: return .failure(type: result.exception?.type, message: result.exception?.message, detail: detail)
        }
    }
}
