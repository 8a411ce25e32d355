import CucumberMessages
import Foundation
import OperatingSystem
import TagExpressions

/// The worker's side of a supervised run: reads commands on standard input, runs hooks and test cases with the
/// same code as an in-process run, and writes what they say as event lines on the events pipe.
///
/// Whatever the steps print goes to standard error, so nothing they write can pass for a message.
public enum Worker {
    /// Runs commands until told to finish or until its input ends; returns the process's exit status.
    ///
    /// `arguments` are the worker's own, after the mode argument (see Supervision/Wire/README.md).
    @MainActor
    public static func run(library: StepLibrary, arguments: [String] = []) async -> Int32 {
        let given = WorkerArguments(decoding: arguments)
        let retry = given.retry
        let retryFilter = given.retryTagFilter.flatMap { try? TagExpression($0) }
        CrashReports.turnOffForThisProcess()
        guard let events = try? CurrentProcess.setStandardOutputAside() else {
            report("standard output could not be set aside for events")
            return 3
        }
        ParentWatch.start()
        let cancellation = StepCancellation()
        let commands = CommandReader(cancellation: cancellation)
        let journal = given.hasJournal ? EventJournal.open(descriptor: EventJournal.workerDescriptor) : nil
        let channel = EventChannel(descriptor: events, journal: journal)
        // Everything a worker says goes as events, which the coordinator makes into messages: none is made here.
        let emit: (Envelope) -> Void = { envelope in assertionFailure("a worker made a message: \(envelope)") }

        var supportCode: SupportCode?
        var services: ExecutionServices?
        var plans: WorkerPlans?
        var lines = GherkinLines()
        var pickle: Pickle?
        var testRunStartedId = ""
        while let item = await commands.next() {
            let command: WorkerCommand
            do throws(WireError) {
                switch item {
                case .command(let read): command = read
                case .pickle(let bytes, let header): command = try WorkerCommand.decodePickle(bytes, header: header)
                case .malformed(let error): throw error
                }
            } catch {
                return protocolError("'\(error.line)', which does not read (\(error.problem))")
            }
            switch command {
            case .library(let definitions, let hooks):
                // The worker's own ids never leave it: plans and answers name support code by position.
                var ids: any IdGenerator = IncrementingIdGenerator()
                do {
                    let compiled = try SupportCode(library: library, ids: &ids, currentDirectory: FileManager.default.currentDirectoryPath)
                    guard compiled.stepDefinitions.count == definitions, compiled.hooks.count == hooks else {
                        return protocolError("a library of \(definitions) definitions and \(hooks) hooks, which is not this one's")
                    }
                    supportCode = compiled
                    plans = WorkerPlans(supportCode: compiled)
                    services = ExecutionServices(
                        ids: RandomIdGenerator(), clock: SystemClock(), snippetWriter: compiled.snippetWriter, cancellation: cancellation,
                        emit: emit, sendEvent: channel.send
                    )
                    services?.worker = WorkerSlot(environment: ProcessInfo.processInfo.environment) ?? .inProcess
                } catch {
                    report("the step library does not compile: \(error.message)")
                    return 3
                }
            case .startRun(let id):
                testRunStartedId = id
                guard let supportCode, let services else { return protocolError("a run before its library") }
                for hook in supportCode.beforeAllHooks {
                    let runId = testRunStartedId
                    await cancellation.runTask { _ = await services.runRunHook(hook, testRunStartedId: runId) }
                }
            case .pickle(let given, let givenLines):
                pickle = given
                lines = givenLines
            case .testCase(let plan):
                guard let given = pickle, let services, let plans,
                      let first = plans.testCase(plan, pickle: given, testRunStartedId: testRunStartedId) else {
                    return protocolError("a test case that does not match its pickle and this library")
                }
                pickle = nil
                let runId = testRunStartedId
                let firstLines = lines
                var mismatch = false
                // The test cases sent ahead run in the same task while nothing was cancelled: a task per test case
                // costs two thread hops each.
                await cancellation.runTask {
                    var next: (PlannedTestCase, GherkinLines)? = (first, firstLines)
                    while let (planned, caseLines) = next {
                        _ = await TestCaseExecution.runWithRetries(planned, lines: caseLines, dryRun: false, services: services, retry: retry, retryFilter: retryFilter)
                        next = nil
                        guard !Task.isCancelled, let queued = commands.nextTestCaseIfQueued() else { return }
                        guard case .pickle(let nextPickle, let nextLines)? = try? WorkerCommand.decodePickle(queued.pickle, header: queued.header),
                              let nextPlanned = plans.testCase(queued.plan, pickle: nextPickle, testRunStartedId: runId) else {
                            mismatch = true
                            return
                        }
                        next = (nextPlanned, nextLines)
                    }
                }
                if mismatch { return protocolError("a test case that does not match its pickle and this library") }
            case .cancel:
                // Taken by the reader as it came, while the step ran; one that reaches here came too late to matter.
                continue
            case .afterAll:
                guard let supportCode, let services else { return 0 }
                for hook in supportCode.afterAllHooks {
                    let runId = testRunStartedId
                    await cancellation.runTask { _ = await services.runRunHook(hook, testRunStartedId: runId) }
                }
                return 0
            }
        }
        return 0
    }

    private static func protocolError(_ what: String) -> Int32 {
        report("the coordinator sent \(what)")
        return 3
    }

    private static func report(_ problem: String) {
        FileHandle.standardError.write(Data("bdd worker: \(problem)\n".utf8))
    }
}
