import CucumberMessages

/// What the workers report: each line checked against the plan and relayed, a finished test case handed on whole,
/// and the true story of a worker that died.
extension WorkerPool {
    static let protocolErrorType = "WorkerProtocolError"

    /// Takes one whole line from `worker`; a line that breaks the protocol stops the worker.
    func take(_ line: ArraySlice<UInt8>, from worker: SupervisedWorker) {
        guard worker.killReason == nil else {
            worker.ignoredLines = true
            return
        }
        do {
            if line.first == UInt8(ascii: "{") {
                try receive(try decoder.envelope(from: String(decoding: line, as: UTF8.self)), from: worker)
            } else if let event = TestCaseEvent(line: line) {
                guard worker.job != nil else { throw ProtocolViolation("a test case message with no test case given") }
                follow(try worker.job!.record(event), of: worker)
            } else {
                throw ProtocolViolation("a line that is neither a message nor a short event")
            }
        } catch let violation as ProtocolViolation {
            worker.kill(message: "The worker broke the protocol (\(violation.reason)); it was stopped.", type: Self.protocolErrorType)
        } catch {
            worker.kill(message: "The worker sent a line that is not a message; it was stopped.", type: Self.protocolErrorType)
        }
    }

    private func receive(_ envelope: Envelope, from worker: SupervisedWorker) throws {
        switch envelope {
        case .testRunHookStarted(var started):
            guard worker.runningHook == nil, worker.job == nil else { throw ProtocolViolation("a hook started inside another") }
            // The worker names the hook by its position; the message names it by its id.
            guard let position = Int(started.hookId), supportCode.hooks.indices.contains(position),
                  [.beforeTestRun, .afterTestRun].contains(supportCode.hooks[position].message.type) else {
                throw ProtocolViolation("a run hook this library does not have")
            }
            started.hookId = supportCode.hooks[position].id
            worker.runningHook = started
            worker.deadline.arm(id: started.id, timeout: options.stepTimeout)
            services.emit(.testRunHookStarted(started))
        case .testRunHookFinished(let finished):
            guard let started = worker.runningHook, started.id == finished.testRunHookStartedId else {
                throw ProtocolViolation("a hook finished that had not started")
            }
            worker.runningHook = nil
            worker.deadline.disarm()
            if finished.result.status != .passed { runHookFailed = true }
            if !worker.finishing { worker.beforeAllRemaining -= 1 }
            services.emit(envelope)
        case .attachment(let attachment) where attachment.testRunHookStartedId != nil:
            guard worker.runningHook?.id == attachment.testRunHookStartedId else { throw ProtocolViolation("an attachment of a hook that is not running") }
            services.emit(envelope)
        default:
            guard worker.job != nil else { throw ProtocolViolation("a test case message with no test case given") }
            follow(try worker.job!.record(envelope), of: worker)
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
        guard let job = worker.job else { return }
        // By index: `forEach` hands each envelope through a generic closure, a copy of it each time.
        for index in job.envelopes.indices { services.emit(job.envelopes[index]) }
        finishedStatuses.append(job.worst)
        if let took = job.workerNanoseconds { scheduler.recordFinished(workerNanoseconds: took) }
        if let next = worker.queued.popFirst() {
            worker.job = TestCaseTranscript(planned: next.planned)
            worker.connection.clearTail()
        } else {
            worker.job = nil
        }
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
        if worker.job == nil, worker.runningHook == nil, worker.finishing || worker.killReason != nil { return }
        var message = worker.killReason?.message ?? exit.explanation
        let lines = worker.connection.tail.crashSummary()
        if !lines.isEmpty {
            message += "\nFrom its standard error:\n" + lines.map { "  " + $0 }.joined(separator: "\n")
        }
        let type = worker.killReason?.type ?? "WorkerCrashed"
        if var job = worker.job {
            job.abandon(message: message, exceptionType: type, now: services.now, newId: services.newId).forEach(services.emit)
            finishedStatuses.append(.failed)
            worker.job = nil
        } else if let hook = worker.runningHook {
            services.emit(.testRunHookFinished(TestRunHookFinished(
                testRunHookStartedId: hook.id,
                result: TestStepResult(duration: services.now().duration(since: hook.timestamp), message: message, status: .failed, exception: Exception(type: type, message: message)),
                timestamp: services.now()
            )))
            runHookFailed = true
        } else {
            runFailure = "A worker process ended before it was given a test case. \(message)"
            workerFailure = true
        }
    }

    /// Takes what a worker that ended kept in its journal and never wrote, as if it had come through its pipe. Not
    /// after lines were ignored (they would leave a gap), nor from a worker that broke the protocol.
    private func replayJournal(of worker: SupervisedWorker) {
        guard !worker.ignoredLines, worker.killReason?.type != Self.protocolErrorType else { return }
        let killReason = worker.killReason
        // A worker stopped for its timeout or a Ctrl-C still did what its journal says before it was stopped.
        worker.killReason = nil
        worker.connection.replayJournal { line in take(line, from: worker) }
        if worker.killReason == nil { worker.killReason = killReason }
    }
}
