import CucumberMessages

extension RunQuery {
    /// The result of each finished test step of an attempt, by test step id.
    func stepResults(of started: TestCaseStarted) -> [String: TestStepResult] {
        var results: [String: TestStepResult] = [:]
        for finished in stepFinishes[started.id] ?? [] { results[finished.testStepId] = finished.testStepResult }
        return results
    }

    /// Where an attempt's pickle stands in the stream, so reports list attempts in file order whatever order they ran in.
    func ordinal(of started: TestCaseStarted) -> Int {
        pickle(of: started).flatMap { pickleOrdinals[$0.id] } ?? Int.max
    }
}
