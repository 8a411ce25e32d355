import CucumberMessages
import Formatters

/// Reads what a scenario's run published and says what failed, as a strict run would: each failed, undefined,
/// pending or ambiguous step once, at its line in the feature file; a failed hook at the scenario's line. The first
/// failure also names the steps skipped after it.
struct ScenarioVerdict {
    let pickle: Pickle
    let context: ParsedFeature

    func failures(_ envelopes: [Envelope]) -> [Specification.Failure] {
        // Most scenarios pass: only a step that did not needs the test case's steps and snippets looked up.
        guard envelopes.contains(where: Self.tellsAFailure) else { return [] }
        var testSteps: [String: TestStep] = [:]
        var snippets: [String: [Snippet]] = [:]
        for envelope in envelopes {
            switch envelope {
            case .testCase(let testCase): for step in testCase.testSteps { testSteps[step.id] = step }
            case .suggestion(let suggestion): snippets[suggestion.pickleStepId, default: []] += suggestion.snippets
            default: break
            }
        }
        var failures: [Specification.Failure] = []
        var skipped: [String] = []
        for case .testStepFinished(let finished) in envelopes {
            guard let step = testSteps[finished.testStepId] else { continue }
            let result = finished.testStepResult
            let pickleStep = step.pickleStepId.flatMap { id in pickle.steps.first { $0.id == id } }
            let (text, line) = pickleStep.map(written) ?? (hookName(step), scenarioLine)
            switch result.status {
            case .passed, .unknown:
                continue
            case .skipped:
                if !failures.isEmpty, pickleStep != nil { skipped.append(text) }
                continue
            case .failed, .undefined, .pending, .ambiguous:
                // A hook names itself; a step is headed as every report heads it.
                let message = pickleStep.map { words(of: result, step: text, pickleStep: $0, snippets: snippets[$0.id] ?? []) } ?? withMessage(text, of: result)
                failures.append(failure(message, line: line))
            }
        }
        if !skipped.isEmpty, let first = failures.first {
            let list = skipped.map { "  " + $0 }.joined(separator: "\n")
            failures[0] = failure(first.message + "\nSkipped after it:\n" + list, line: first.line)
        }
        return failures
    }

    /// A step headed as every report heads it (`written` is its keyword and text): an undefined one with the phrases
    /// it may have meant and its snippets, any other with the result's message.
    private func words(of result: TestStepResult, step written: String, pickleStep: PickleStep, snippets: [Snippet]) -> String {
        guard result.status != .undefined else {
            var phrases = context.session.phrases
            let undefined = StepOutcomeWording.undefined(step: written, phrases: phrases.closest(to: pickleStep.text))
            let code = snippets.map(\.code).joined(separator: "\n\n")
            return code.isEmpty ? undefined : undefined + "\nYou can implement it with:\n\n\(code)"
        }
        return withMessage(StepOutcomeWording.headline(result.status, step: written) ?? written, of: result)
    }

    /// A failure's `headline` (a step's, or a hook's name), then the result's message.
    private func withMessage(_ headline: String, of result: TestStepResult) -> String {
        let detail = result.message ?? (result.status == .failed ? "failed" : "")
        return detail.isEmpty ? headline : headline + "\n" + detail
    }

    private static func tellsAFailure(_ envelope: Envelope) -> Bool {
        guard case .testStepFinished(let finished) = envelope else { return false }
        switch finished.testStepResult.status {
        case .passed, .unknown, .skipped: return false
        case .failed, .undefined, .pending, .ambiguous: return true
        }
    }

    /// A failure of a BeforeAll or AfterAll hook, told at the scenario's line since the hook belongs to no feature line.
    func runHookFailures(_ envelopes: [Envelope], kind: String) -> [Specification.Failure] {
        Self.runHookFailures(envelopes, kind: kind, hookLocations: context.session.hookLocations, place: atScenarioLine)
    }

    /// The same for any place: `place` makes the failure from its words (a file that does not parse has no scenario).
    static func runHookFailures(
        _ envelopes: [Envelope],
        kind: String,
        hookLocations: [String: String],
        place: (String) -> Specification.Failure
    ) -> [Specification.Failure] {
        var hookIds: [String: String] = [:]
        for case .testRunHookStarted(let started) in envelopes { hookIds[started.id] = started.hookId }
        var failures: [Specification.Failure] = []
        for case .testRunHookFinished(let finished) in envelopes where finished.result.status != .passed {
            let location = hookIds[finished.testRunHookStartedId].flatMap { hookLocations[$0] } ?? "?"
            let consequence = kind == "BeforeAll" ? "\nThe scenario did not run." : ""
            failures.append(place("\(kind) hook failed (\(location)): \(finished.result.message ?? "")\(consequence)"))
        }
        return failures
    }

    /// A failure told at the scenario's line.
    func atScenarioLine(_ message: String) -> Specification.Failure {
        failure(message, line: scenarioLine)
    }

    /// `Then it reads 3`, with the keyword and line of the step as written (an outline's step for an Examples row).
    private func written(_ step: PickleStep) -> (String, Int) {
        let source = context.index.source(of: step, in: pickle)
        return ((source?.keyword ?? "") + step.text, source?.line ?? scenarioLine)
    }

    private func hookName(_ step: TestStep) -> String {
        "Hook (\(step.hookId.flatMap { context.session.hookLocations[$0] } ?? "?")) failed:"
    }

    private var scenarioLine: Int { pickle.location?.line ?? 1 }

    private func failure(_ message: String, line: Int) -> Specification.Failure {
        Specification.Failure(message: message, uri: context.file.uri, filePath: context.file.path, line: line)
    }
}
