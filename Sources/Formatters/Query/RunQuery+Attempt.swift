import CucumberMessages

extension RunQuery {
    /// An attempt's step results, found by test step id as a report walks the test case's steps in plan order:
    /// one comparison a step, no dictionary built per attempt.
    func stepResults(of started: TestCaseStarted) -> InOrderLookup<TestStepFinished> {
        InOrderLookup(stepFinishes(of: started.id))
    }

    /// Where an attempt's pickle stands in the stream, so reports list attempts in file order whatever order they ran in.
    func ordinal(of started: TestCaseStarted) -> Int {
        queried(started)?.pickle?.ordinal ?? Int.max
    }
}
