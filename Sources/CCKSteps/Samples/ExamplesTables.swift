import BDDRuntime

enum ExamplesTables {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("there are {int} cucumbers") { (scratch: Scratch, count: Int) in scratch.count = count }
        steps.given("there are {int} friends") { (scratch: Scratch, count: Int) in scratch.attempts["friends"] = count }
        steps.when("I eat {int} cucumbers") { (scratch: Scratch, count: Int) in scratch.count -= count }
        steps.then("I should have {int} cucumbers") { (scratch: Scratch, count: Int) in
            guard scratch.count == count else {
                throw AssertionError(description: "Expected values to be strictly equal:\n\n\(scratch.count) !== \(count)\n")
            }
        }
        steps.then("each person can eat {int} cucumbers") { (scratch: Scratch, share: Int) in
            let friends = scratch.attempts["friends"] ?? 0
            guard scratch.count / (friends + 1) == share else {
                throw AssertionError(description: "Expected values to be strictly equal:\n\n\(scratch.count / (friends + 1)) !== \(share)\n")
            }
        }
        return steps
    }
}
