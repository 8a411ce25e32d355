import BDDRuntime

/// examples-tables-undefined and examples-tables-undefined-multiple.
enum ExamplesTablesUndefined {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("there are {int} cucumbers") { (scratch: Scratch, count: Int) in scratch.count = count }
        steps.when("I eat {int} cucumbers") { (scratch: Scratch, count: Int) in scratch.count -= count }
        steps.then("I should have {int} cucumbers") { (scratch: Scratch, count: Int) in
            guard scratch.count == count else { throw AssertionError(description: "\(scratch.count) !== \(count)") }
        }
        return steps
    }
}
