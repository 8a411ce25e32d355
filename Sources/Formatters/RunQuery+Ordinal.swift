import CucumberMessages

extension RunQuery {
    /// Where an attempt's pickle stands in the stream, so reports list attempts in file order whatever order they ran in.
    func ordinal(of started: TestCaseStarted) -> Int {
        pickle(of: started).flatMap { pickleOrdinals[$0.id] } ?? Int.max
    }
}
