import BDDRuntime

/// A small step library registered at known places, as a team's steps file would hold it.
enum SampleSteps {
    static let file = "/project/Sources/Steps/BellySteps.swift"

    static func library(file: String = SampleSteps.file) -> StepLibrary {
        var steps = StepLibrary()
        steps.given("I have {int} cukes in my belly", file: file, line: 10) { (_: ScenarioContext, _: Int) in }
        steps.when("I eat {int} cukes", file: file, line: 14) { (_: ScenarioContext, _: Int) in }
        steps.then("I should have {int} cukes left", file: file, line: 18) { (_: ScenarioContext, _: Int) in }
        steps.given("the user {string} is signed in", file: file, line: 22) { (_: ScenarioContext, _: String) in }
        steps.then("I am {word}", file: file, line: 26) { (_: ScenarioContext, _: String) in }
        steps.then("I am happy", file: file, line: 30) { (_: ScenarioContext) in }
        return steps
    }
}
