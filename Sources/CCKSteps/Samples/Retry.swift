import BDDRuntime

enum Retry {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.given("a step that always passes") { (_: ScenarioContext) in }
        steps.given("a step that passes the second time") { (_: ScenarioContext) in
            if Attempts.next("second") < 2 { throw Error("Exception in step") }
        }
        steps.given("a step that passes the third time") { (_: ScenarioContext) in
            if Attempts.next("third") < 3 { throw Error("Exception in step") }
        }
        steps.given("a step that always fails") { (_: ScenarioContext) in throw Error("Exception in step") }
        return steps
    }
}

/// How often each retried step ran in this process: the sample's steps pass only on a later attempt.
@MainActor
enum Attempts {
    private static var counts: [String: Int] = [:]

    static func next(_ key: String) -> Int {
        counts[key, default: 0] += 1
        return counts[key, default: 0]
    }
}
