import BDDRuntime

/// The feature files and step definitions the command-line tests run.
enum SampleProject {
    /// Line numbers matter: `file:LINE` tests select by them.
    static let cukes = """
        Feature: Cukes

          @smoke
          Scenario: Passing
            Given a passing step

          Scenario: Failing
            Given a failing step

          Scenario Outline: Eating <n>
            Given I have <n> cukes

            Examples: few
              | n |
              | 1 |
              | 2 |

            Examples: many
              | n  |
              | 10 |

        """

    static let undefined = """
        Feature: Gaps

          Scenario: Not written yet
            Given a step nobody wrote

        """

    static let broken = """
        Feature: Broken

          Scenario: Half
            Given a passing step
            this line is not a step

        """

    /// Steps for the sample features; the journal records which bodies ran.
    @MainActor
    static func steps(_ journal: Journal = Journal()) -> StepLibrary {
        var steps = StepLibrary()
        steps.given("a passing step") { (scenario: ScenarioContext) in journal.record(scenario.name) }
        steps.given("a failing step") { (scenario: ScenarioContext) in
            journal.record(scenario.name)
            throw SampleFailure()
        }
        steps.given("I have {int} cukes") { (scenario: ScenarioContext, count: Int) in journal.record("\(scenario.name): \(count)") }
        return steps
    }
}

/// A spy the step bodies write to.
@MainActor
final class Journal {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }
}

struct SampleFailure: Error, CustomStringConvertible {
    var description: String { "expected 1 cuke, got 2" }
}
