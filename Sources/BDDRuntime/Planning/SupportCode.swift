import CucumberMessages
import TagExpressions

/// A step library compiled for one run: ids assigned, patterns and tag expressions compiled once.
struct SupportCode: Sendable {
    /// The `parameterType`, `stepDefinition`, `hook` and `undefinedParameterType` messages, in registration order.
    let envelopes: [Envelope]
    let stepDefinitions: [CompiledStepDefinition]
    /// Every hook in registration order, each at its `index`.
    let hooks: [CompiledHook]
    /// Each kind's hooks in the order they run: by `order`, lower first, then in registration order; the After
    /// kinds in reverse of that, so clean-up mirrors set-up.
    let beforeHooks: [CompiledHook]
    let afterHooks: [CompiledHook]
    /// Run hooks of each worker (and of an in-process run).
    let beforeAllHooks: [CompiledHook]
    let afterAllHooks: [CompiledHook]
    /// Run hooks of the whole run, in the coordinator.
    let beforeRunHooks: [CompiledHook]
    let afterRunHooks: [CompiledHook]
    let beforeStepHooks: [CompiledHook]
    let afterStepHooks: [CompiledHook]
    /// Writes the snippets of undefined steps, its expression guesser built once.
    let snippetWriter: SnippetWriter

    /// Compiles `library`, taking ids from `ids`; throws when a registration is malformed, or, when
    /// `refusingMismatches`, when a step body does not fit its expression (an editor keeps such a definition, to show
    /// why on the steps that use it).
    init(library: StepLibrary, ids: inout any IdGenerator, currentDirectory: String, refusingMismatches: Bool = true) throws(SupportCodeError) {
        // Locations are relative to the package the code is in, so reports read the same from any folder.
        var roots: [String: String?] = [:]
        func reference(_ location: CodeLocation) -> SourceReference {
            SourceReference(uri: location.packageRelativeURI(otherwise: currentDirectory, roots: &roots), location: Location(line: location.line))
        }
        func describe(_ location: CodeLocation) -> String {
            SourcePlace.text(uri: location.packageRelativeURI(otherwise: currentDirectory, roots: &roots), line: location.line)
        }

        // Parameter types first, whatever their position: any expression may use any of them.
        var parameterTypes = ParameterTypes()
        for case .parameterType(let entry) in library.entries {
            do {
                try parameterTypes.define(entry)
            } catch {
                throw SupportCodeError("Parameter type {\(entry.name)} at \(describe(entry.location)): \(error.message)")
            }
        }

        let cellTypes = TableCellTypes(library.entries.compactMap { if case .parameterType(let entry) = $0 { entry.cellType } else { nil } })

        var envelopes: [Envelope] = []
        var stepDefinitions: [CompiledStepDefinition] = []
        var hooks: [CompiledHook] = []
        var mismatches: [String] = []
        for entry in library.entries {
            switch entry {
            case .parameterType(let entry):
                envelopes.append(.parameterType(ParameterTypeDeclaration(
                    id: ids.newId(),
                    name: entry.name,
                    regularExpressions: entry.regularExpressions,
                    preferForRegularExpressionMatch: entry.preferForRegularExpressionMatch,
                    useForSnippets: entry.useForSnippets,
                    sourceReference: reference(entry.location)
                )))
            case .step(let entry):
                let compiled: any CompiledStepPattern
                do {
                    compiled = try parameterTypes.compile(entry.pattern)
                } catch {
                    switch error {
                    case .undefinedParameterType(let name):
                        envelopes.append(.undefinedParameterType(UndefinedParameterType(expression: entry.pattern.source, name: name)))
                        continue
                    case .invalid(let message):
                        throw SupportCodeError("Step definition \"\(entry.pattern.source)\" at \(describe(entry.location)): \(message)")
                    }
                }
                let signature = StepSignature(entry.parameters)
                let groupsAreText = entry.pattern.type == .regularExpression
                let described = "\"\(entry.pattern.source)\" at \(describe(entry.location))"
                let mismatch = signature.mismatch(with: compiled.valueParameterTypes, groupsAreText: groupsAreText).map { reason in
                    "Step definition \(described) does not fit its expression: \(reason)"
                }
                if let mismatch { mismatches.append(mismatch) }
                let message = StepDefinition(id: ids.newId(), pattern: entry.pattern, sourceReference: reference(entry.location))
                envelopes.append(.stepDefinition(message))
                stepDefinitions.append(CompiledStepDefinition(
                    message: message, pattern: compiled, body: entry.body, timeout: entry.timeout, location: entry.location, index: stepDefinitions.count,
                    cellTypes: cellTypes, signature: signature, signatureMismatch: mismatch, described: described
                ))
            case .hook(let entry):
                var tagExpression: TagExpression?
                if let expression = entry.tagExpression {
                    do {
                        tagExpression = try TagExpression(expression)
                    } catch {
                        throw SupportCodeError("Hook at \(describe(entry.location)): \(error.message)")
                    }
                }
                let message = Hook(
                    id: ids.newId(),
                    name: entry.name,
                    sourceReference: reference(entry.location),
                    tagExpression: entry.tagExpression,
                    type: entry.type
                )
                envelopes.append(.hook(message))
                hooks.append(CompiledHook(message: message, tagExpression: tagExpression, body: entry.body, index: hooks.count, order: entry.order))
            }
        }

        // Every body that does not fit is named at once, so one edit fixes them all.
        if refusingMismatches, !mismatches.isEmpty { throw SupportCodeError(mismatches.joined(separator: "\n")) }
        self.envelopes = envelopes
        self.hooks = hooks
        self.stepDefinitions = stepDefinitions
        snippetWriter = SnippetWriter(
            guesser: parameterTypes.snippetGuesser(),
            syntax: library.snippetSyntax
        )
        func ordered(_ type: HookType, setup: Bool = false) -> [CompiledHook] {
            // By index among equal orders: registration order, whatever the sort's stability.
            hooks.filter { $0.message.type == type && $0.isRunSetup == setup }.sorted { ($0.order, $0.index) < ($1.order, $1.index) }
        }
        beforeHooks = ordered(.beforeTestCase)
        afterHooks = ordered(.afterTestCase).reversed()
        beforeAllHooks = ordered(.beforeTestRun)
        afterAllHooks = ordered(.afterTestRun).reversed()
        beforeRunHooks = ordered(.beforeTestRun, setup: true)
        afterRunHooks = ordered(.afterTestRun, setup: true).reversed()
        beforeStepHooks = ordered(.beforeTestStep)
        afterStepHooks = ordered(.afterTestStep).reversed()
    }
}
