import CucumberMessages

/// What a merge that allows missing shards writes for a scenario no given stream ran: a test case that failed on
/// its first step saying so, the rest skipped, so every report still counts the scenario and says why.
enum UnrunTestCase {
    static func envelopes(for pickle: Pickle, reason: String, testRunStartedId: String?, at timestamp: Timestamp) -> [Envelope] {
        let testCaseId = "unrun-\(pickle.id)"
        let startedId = "unrun-started-\(pickle.id)"
        let steps = pickle.steps.map { step in
            TestStep(id: "unrun-\(step.id)", pickleStepId: step.id, stepDefinitionIds: [], stepMatchArgumentsLists: [])
        }
        var envelopes: [Envelope] = [
            .testCase(TestCase(id: testCaseId, pickleId: pickle.id, testSteps: steps, testRunStartedId: testRunStartedId)),
            .testCaseStarted(TestCaseStarted(attempt: 0, id: startedId, testCaseId: testCaseId, timestamp: timestamp)),
        ]
        for (position, step) in steps.enumerated() {
            let result = position == 0
                ? TestStepResult(duration: Duration(seconds: 0, nanos: 0), message: reason, status: .failed)
                : TestStepResult(duration: Duration(seconds: 0, nanos: 0), status: .skipped)
            envelopes.append(.testStepStarted(TestStepStarted(testCaseStartedId: startedId, testStepId: step.id, timestamp: timestamp)))
            envelopes.append(.testStepFinished(TestStepFinished(testCaseStartedId: startedId, testStepId: step.id, testStepResult: result, timestamp: timestamp)))
        }
        envelopes.append(.testCaseFinished(TestCaseFinished(testCaseStartedId: startedId, timestamp: timestamp, willBeRetried: false)))
        return envelopes
    }
}
