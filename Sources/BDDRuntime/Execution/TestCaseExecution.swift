import CucumberMessages
import TagExpressions

/// One attempt at one test case: runs its steps in order with Cucumber's skipping rules.
///
/// After a failed-ish step (failed, pending, undefined, ambiguous) later steps are skipped, but undefined
/// and ambiguous ones are still reported as such; after a step asks to skip, everything is skipped.
/// Before hooks are skipped once anything went wrong; After hooks always run.
@MainActor
final class TestCaseExecution {
    private let planned: PlannedTestCase
    private let lines: GherkinLines
    private let dryRun: Bool
    private let services: ExecutionServices
    private let attempt: Int
    private let mayRetry: Bool
    /// How the attempt goes, in one stored property: every step reads and writes it, and one property is one
    /// access to check.
    private struct Progress {
        /// The worst status of the steps so far.
        var worst = TestStepResultStatus.passed
        /// Whether a step asked to skip the rest.
        var skipRequested = false
        /// The test step running now.
        var currentTestStepId = ""
    }

    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private var progress = Progress()
    /// The messages of the attempt, made here when no coordinator makes them.
    // Unchecked: see Sources/README.md, "Exclusivity checks".
    @exclusivity(unchecked) private var messages: TestCaseMessages

    /// `attempt` counts from 0; `mayRetry` says whether a failure of this attempt will be tried again.
    init(planned: PlannedTestCase, lines: GherkinLines, dryRun: Bool, services: ExecutionServices, attempt: Int = 0, mayRetry: Bool = false) {
        self.planned = planned
        self.lines = lines
        self.dryRun = dryRun
        self.services = services
        self.attempt = attempt
        self.mayRetry = mayRetry
        messages = TestCaseMessages(planned: planned, attempt: attempt)
    }

    /// Runs every attempt the retry rules allow: a failed attempt is tried again while `retry` allows it and the
    /// scenario's tags match `retryFilter`; pending, undefined and ambiguous never are. Returns the last attempt's status.
    static func runWithRetries(
        _ planned: PlannedTestCase,
        lines: GherkinLines,
        dryRun: Bool,
        services: ExecutionServices,
        retry: Int,
        retryFilter: TagExpression?
    ) async -> TestStepResultStatus {
        let retryable = retry > 0 && (retryFilter?.evaluate(planned.pickle.tags.map { $0.name }) ?? true)
        var attempt = 0
        while true {
            let mayRetry = retryable && attempt < retry
            let execution = TestCaseExecution(planned: planned, lines: lines, dryRun: dryRun, services: services, attempt: attempt, mayRetry: mayRetry)
            let (status, willBeRetried) = await execution.run()
            guard willBeRetried else { return status }
            attempt += 1
        }
    }

    /// Runs the test case once; returns its status (the worst of its steps') and whether it will be retried.
    func run() async -> (TestStepResultStatus, willBeRetried: Bool) {
        report(.testCaseStarted(id: services.newId(), attempt: attempt, at: services.now(), workerId: nil))
        let scenario = ScenarioContext(pickle: planned.pickle) { [weak self] content in self?.attach(content) }
        for step in planned.steps {
            progress.currentTestStepId = step.id
            let started = services.now()
            report(.testStepStarted(.at(started)))
            let (outcome, executed) = await execute(step, in: scenario)
            let finished = services.now()
            let result = outcome.result(duration: executed ? finished.duration(since: started) : .zero)
            report(.testStepFinished(
                status: result.status, time: .at(finished), duration: result.duration,
                detail: TestCaseEvent.Detail(message: result.message, exception: result.exception)
            ))
            progress.worst = max(progress.worst, outcome.status)
            // A passing step changes nothing the scenario's hooks read.
            if outcome.status != .passed { scenario.record(outcome, of: step, in: planned, lines: lines) }
        }
        let willBeRetried = mayRetry && progress.worst == .failed
        report(.testCaseFinished(willBeRetried: willBeRetried, time: .at(services.now())))
        return (progress.worst, willBeRetried)
    }

    /// Hands the event on: to the coordinator in a worker, which makes its message; made into it here otherwise.
    private func report(_ event: TestCaseEvent) {
        if let send = services.sendEvent {
            send(.testCase(event))
        } else if let message = messages.message(for: event) {
            services.emit(message)
        } else {
            assertionFailure("an execution's own event does not follow its plan: \(event)")
        }
    }

    /// The step's outcome, and whether its body actually ran (only then does it have a duration).
    private func execute(_ step: PlannedStep, in scenario: ScenarioContext) async -> (StepOutcome, Bool) {
        switch step.action {
        case .hook(let hook):
            let isBefore = hook.message.type == .beforeTestCase
            if dryRun || (isBefore && (progress.worst != .passed || progress.skipRequested || Task.isCancelled)) { return (.skipped, false) }
            guard case .scenario(let body) = hook.body else { return (.skipped, false) }
            let outcome = await outcome(at: scenarioLocation) { try await body(scenario) }
            if isBefore, outcome.status == .skipped { progress.skipRequested = true }
            return (outcome, true)

        case .pickleStep(let index, let matching):
            if progress.skipRequested { return (.skipped, false) }
            let matches = matching.matches
            if matches.count > 1 { return (.ambiguous(matches), false) }
            guard let match = matches.first else {
                let pickleStep = planned.pickle.steps[index]
                if let matchError = matching.error { return (StepOutcome(error: matchError, location: location(of: pickleStep)), false) }
                let snippets = services.snippetWriter.snippets(for: pickleStep)
                report(.suggestion(id: services.newId(), snippets: snippets))
                return (.undefined, false)
            }
            if !dryRun, progress.worst != .passed || Task.isCancelled { return (.skipped, false) }
            let argument = planned.pickle.steps[index].argument
            // A body that takes a table the step does not have fails the step without running; a dry run finds every one.
            if let unfit = match.definition.signature.mismatch(withStepArgument: argument, definition: match.definition.described) {
                return (StepOutcome(error: StepArgumentError(unfit), location: location(of: planned.pickle.steps[index])), false)
            }
            if dryRun { return (.skipped, false) }
            let pickleStep = planned.pickle.steps[index]
            // A table or doc string starts on the line after its step's (comments between them aside).
            let argumentLine = argument == nil ? nil : planned.line(ofNode: pickleStep.astNodeIds.first, in: lines) + 1
            let arguments = StepArguments(
                values: match.values,
                dataTable: argument?.dataTable.map {
                    DataTable(rows: $0.rows.map { $0.cells.map { $0.value } }, uri: planned.pickle.uri, line: argumentLine, cellTypes: match.definition.cellTypes)
                },
                docString: argument?.docString.map { DocString(content: $0.content, mediaType: $0.mediaType, uri: planned.pickle.uri, line: argumentLine) },
                scenario: scenario
            )
            let stepHooks = planned.stepHooks
            // AfterStep hooks see how the body went; a step without them captures nothing for it.
            let recordBody = stepHooks.after.isEmpty ? nil : scenario.bodyRecorder(of: step, in: planned, lines: lines)
            let outcome = await outcome(at: location(of: planned.pickle.steps[index])) {
                // Step hooks are part of the step: a failing BeforeStep stops the body, a failing AfterStep fails the step.
                for hook in stepHooks.before { if case .scenario(let body) = hook.body { try await body(scenario) } }
                var thrown: (any Error)?
                do { try await match.definition.body(scenario, arguments) } catch { thrown = error }
                // What a test framework recorded in the body so far counts for the AfterStep hooks as a throw does.
                if let recordBody, case let issues = IssueSink.current?.recorded ?? [], thrown != nil || !issues.isEmpty {
                    recordBody(thrown, issues)
                }
                for hook in stepHooks.after { if case .scenario(let body) = hook.body { try await body(scenario) } }
                if let thrown { throw thrown }
            }
            if outcome.status == .skipped { progress.skipRequested = true }
            return (outcome, true)
        }
    }

    /// `location` is worked out only when the body fails: a passing step should not pay for a string.
    private func outcome(at location: @autoclosure () -> String, of body: @escaping @MainActor @Sendable () async throws -> Void) async -> StepOutcome {
        await services.outcome(of: body, id: progress.currentTestStepId, at: location())
    }

    private func attach(_ content: AttachmentContent) {
        report(.attachment(content, time: .at(services.now())))
    }

    /// "uri:line" of the step as written in the feature file (the outline's step for an example row).
    private func location(of step: PickleStep) -> String {
        location(ofNode: step.astNodeIds.first)
    }

    /// "uri:line" of the scenario, where a failing hook is reported.
    private var scenarioLocation: String {
        location(ofNode: planned.pickle.astNodeIds.first)
    }

    private func location(ofNode id: String?) -> String {
        planned.location(ofNode: id, in: lines)
    }
}
