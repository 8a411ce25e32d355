import CucumberMessages

/// What the workers report: each line checked against the plan and relayed, a finished test case handed on whole,
/// and the true story of a worker that died.
extension WorkerPool {
    /// Takes one whole line from `worker`, read from its pipe or, after it ended, `fromJournal`; a line that breaks
    /// the protocol stops the worker.
    func take(_ line: ArraySlice<UInt8>, from worker: SupervisedWorker, fromJournal: Bool = false) {
        guard worker.state.takes(fromJournal: fromJournal) else {
            worker.note(.lineIgnored)
            return
        }
        do throws(ProtocolViolation) {
            switch ExecutionEvent(line: line) {
            case .testCase(let event)?:
                follow(try worker.record(event), of: worker)
            case .runHook(let event)?:
                try receive(event, from: worker)
            case nil:
                throw ProtocolViolation("a line that is not an event")
            }
        } catch {
            worker.stopForBreakingProtocol("The worker broke the protocol (\(error.reason)); it was stopped.")
        }
    }

    /// Makes a run hook's messages: the worker names the hook by its position, the messages by its id, and the
    /// hook's attachments and end belong to the one it runs.
    private func receive(_ event: RunHookEvent, from worker: SupervisedWorker) throws(ProtocolViolation) {
        switch event {
        case .started(_, let position, _):
            guard supportCode.hooks.indices.contains(position),
                  [.beforeTestRun, .afterTestRun].contains(supportCode.hooks[position].message.type), !supportCode.hooks[position].isRunSetup,
                  let started = event.startedMessage(hookId: supportCode.hooks[position].id, testRunStartedId: testRunStartedId) else {
                throw ProtocolViolation("a run hook this library does not have")
            }
            try worker.apply(.hookStarted(started))
            worker.deadline.arm(id: started.id, timeout: options.stepTimeout)
            services.emit(.testRunHookStarted(started))
        case .attachment, .finished:
            guard let running = worker.state.runningHook, let message = event.message(of: running) else {
                throw ProtocolViolation("a run hook's attachment or end while no run hook runs")
            }
            if case .finished(let status, _, _, _) = event {
                try worker.apply(.hookFinished)
                worker.deadline.disarm()
                state.apply(.runHookFinished(status))
            } else {
                try worker.apply(.hookAttachment)
            }
            services.emit(message)
        }
    }

    /// Times the step that started, stops timing the one that finished, and hands on a finished test case.
    private func follow(_ progress: TestCaseTranscript.Progress, of worker: SupervisedWorker) {
        switch progress {
        case .stepStarted(let id, let timeout):
            worker.deadline.arm(id: id, timeout: timeout ?? options.stepTimeout)
        case .stepFinished:
            worker.deadline.disarm()
        case .testCaseFinished:
            complete(worker)
        case .other:
            break
        }
    }

    private func complete(_ worker: SupervisedWorker) {
        guard let job = worker.finishTestCase() else { return }
        // By index: `forEach` hands each envelope through a generic closure, a copy of it each time.
        for index in job.envelopes.indices { services.emit(job.envelopes[index]) }
        state.apply(.testCaseFinished(worst: job.worst))
        if let took = job.workerNanoseconds { scheduler.recordFinished(workerNanoseconds: took) }
        if worker.job != nil { worker.connection.clearTail() }
        worker.deadline.disarm()
    }

    /// Deals with a worker whose events pipe closed: it ended, for good or ill.
    func bury(_ worker: SupervisedWorker) {
        let exit = worker.connection.process.reap()
        replayJournal(of: worker)
        // Sent ahead but never started: they run in another worker, first.
        requeued.append(contentsOf: worker.queued.removeAll())
        while worker.connection.hasErrorsToRead {
            readErrors(of: worker)
        }
        let endedQuietly = worker.state.endedQuietly
        let (job, hook) = worker.bury()
        if endedQuietly { return }
        var message = worker.state.stop?.message ?? exit.explanation
        let lines = worker.connection.tail.crashSummary()
        if !lines.isEmpty {
            message += "\nFrom its standard error:\n" + lines.map { "  " + $0 }.joined(separator: "\n")
        }
        let type = worker.state.stop?.type ?? "WorkerCrashed"
        if var job {
            if state.schedulesMore && !options.failFast {
                // Its id passes to the worker started next, which starts as the first did.
                message += "\nA fresh worker takes its place as worker \(worker.slot.id) (\(WorkerSlot.idVariable)) for the scenarios left"
                message += supportCode.beforeAllHooks.isEmpty ? "." : ", running the BeforeAll hooks again first."
            }
            job.abandon(message: message, exceptionType: type, now: services.now, newId: services.newId).forEach(services.emit)
            state.apply(.testCaseFinished(worst: .failed))
        } else if let hook {
            services.emit(.testRunHookFinished(TestRunHookFinished(
                testRunHookStartedId: hook.id,
                result: TestStepResult(duration: services.now().duration(since: hook.timestamp), message: message, status: .failed, exception: Exception(type: type, message: message)),
                timestamp: services.now()
            )))
            state.apply(.runHookFinished(.failed))
        } else {
            state.apply(.runFailed("A worker process ended before it was given a test case. \(message)"))
        }
    }

    /// Takes what a worker that ended kept in its journal and never wrote, as if it had come through its pipe, as far
    /// as `WorkerState.takes(fromJournal:)` allows.
    private func replayJournal(of worker: SupervisedWorker) {
        guard worker.state.takes(fromJournal: true) else { return }
        worker.connection.replayJournal { line in take(line, from: worker, fromJournal: true) }
    }
}
