import BDDRuntime

enum ParameterTypes {
    static var library: StepLibrary {
        var steps = StepLibrary()
        steps.parameterType("flight", regex: ["([A-Z]{3})-([A-Z]{3})"]) { groups in
            Flight(from: groups[0] ?? "", to: groups.count > 1 ? groups[1] ?? "" : "")
        }
        steps.given("{flight} has been delayed") { (_: ScenarioContext, flight: Flight) in
            guard flight.from == "LHR", flight.to == "CDG" else { throw AssertionError(description: "unexpected flight") }
        }
        return steps
    }
}

struct Flight: StepArgument, Sendable {
    let from: String
    let to: String
}
