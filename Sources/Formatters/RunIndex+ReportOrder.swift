import CucumberMessages

extension RunIndex {
    /// The attempts that count, in the order of their pickles in the stream (a retried pickle's attempts in the
    /// order they ran), so a parallel or shuffled run reads like the files.
    var finalTestCaseStartsInPickleOrder: [TestCaseStarted] {
        finalTestCaseStarts.enumerated().map { position, started in
            (started, pickle(of: started).flatMap { pickleOrdinals[$0.id] } ?? Int.max, position)
        }
        .sorted { ($0.1, $0.2) < ($1.1, $1.2) }
        .map(\.0)
    }

    /// The result of each finished test step of an attempt, by test step id.
    func stepResults(of started: TestCaseStarted) -> [String: TestStepResult] {
        var results: [String: TestStepResult] = [:]
        for finished in stepFinishes[started.id] ?? [] { results[finished.testStepId] = finished.testStepResult }
        return results
    }
}
