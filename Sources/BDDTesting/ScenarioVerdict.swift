import CucumberMessages

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
            case .failed:
                failures.append(failure("\(pickleStep == nil ? "" : "Step failed: ")\(text)\n\(result.message ?? "failed")", line: line))
            case .undefined:
                let code = (pickleStep.flatMap { snippets[$0.id] } ?? []).map(\.code).joined(separator: "\n\n")
                let advice = code.isEmpty ? "" : "\nYou can implement it with:\n\n\(code)"
                failures.append(failure("Undefined step: \(text)\(advice)", line: line))
            case .pending:
                failures.append(failure("Pending step: \(text)" + (result.message.map { "\n\($0)" } ?? ""), line: line))
            case .ambiguous:
                failures.append(failure("Ambiguous step: \(text)\n\(result.message ?? "")", line: line))
            }
        }
        if !skipped.isEmpty, let first = failures.first {
            let list = skipped.map { "  " + $0 }.joined(separator: "\n")
            failures[0] = failure(first.message + "\nSkipped after it:\n" + list, line: first.line)
        }
        return failures
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
        let source = step.astNodeIds.first.flatMap { context.index.steps[$0] }
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
