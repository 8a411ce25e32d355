import CucumberMessages

/// What matching one step text against every step definition gave, with the fields of the test step message it
/// makes (its ids apart): worked out once per distinct text in a run and shared by every step written so.
///
/// A class: every step with a known text takes it from the planner's cache, and a struct of three arrays was
/// copied out, each field retained and released, every step the planning thread and a worker planned.
final class StepMatching: Sendable {
    /// Every matching definition: none for an undefined step, several for an ambiguous one.
    let matches: [StepMatch]
    /// Set when matching itself failed (e.g. a regex group of ambiguous type).
    let error: (any Error)?
    /// The ids of `matches`' definitions, as the test step message lists them.
    let stepDefinitionIds: [String]
    /// The arguments of each of `matches`, as the test step message lists them.
    let stepMatchArgumentsLists: [StepMatchArgumentsList]
    /// The timeout its one matching definition asks for, if it asks for one.
    let timeout: Swift.Duration?

    init(matches: [StepMatch], error: (any Error)?) {
        self.matches = matches
        self.error = error
        stepDefinitionIds = matches.map { $0.definition.id }
        stepMatchArgumentsLists = matches.map { StepMatchArgumentsList(stepMatchArguments: $0.arguments.map { $0.message }) }
        timeout = matches.count == 1 ? matches[0].timeout : nil
    }

    /// What matching `text` against every step definition of `supportCode` gives: the one matcher of a run, a
    /// worker and the editor (`StepCatalog`).
    static func of(_ text: String, in supportCode: SupportCode) -> StepMatching {
        var matches: [StepMatch] = []
        var matchError: (any Error)?
        // By index, and the definition copied only when it matches: a definition is a dozen fields, and copying
        // each one to try its pattern retained and released them all, for every step of every definition.
        let definitions = supportCode.stepDefinitions
        for position in definitions.indices {
            do {
                if let arguments = try definitions[position].pattern.match(text) {
                    matches.append(StepMatch(definition: definitions[position], arguments: arguments))
                }
            } catch {
                matchError = matchError ?? error
            }
        }
        return StepMatching(matches: matches, error: matchError)
    }

    /// `definition` matched against `text`, with the arguments it takes from it; nil when it does not match, and
    /// throws when matching itself fails (a group of no known type).
    static func match(_ text: String, _ definition: CompiledStepDefinition) throws -> StepMatch? {
        try definition.pattern.match(text).map { StepMatch(definition: definition, arguments: $0) }
    }
}
