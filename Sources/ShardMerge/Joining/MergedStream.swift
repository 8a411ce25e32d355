import BDDRuntime
import CucumberMessages

/// The merge's second pass: the stream of one run, written from the checked shards in the plan's order.
///
/// `meta`, the first file's messages, the support code and one `testRunStarted` (the earliest), every shard's
/// run-level messages from before its first test case; then file by file its messages once, the pickles of its
/// planned scenarios and each one's test case whole, from the shard that ran it (or, for a missing shard's, a
/// pickle compiled again and a test case saying it did not run); then the shards' closing run-level messages and one
/// `testRunFinished` (the latest, a success only when every shard's was and none is missing). Every message that names
/// its run names the merged one.
struct MergedStream {
    let set: ShardSet

    /// Writes the stream to `send`; returns whether the merged run succeeded. When no shard is missing, the messages
    /// of each file after the first go undecoded (`MergedMessage`).
    func write(to send: (MergedMessage) -> Void) throws(ShardMergeError) -> Bool {
        func publish(_ envelope: Envelope) { send(.envelope(envelope)) }
        let plan = set.planStream
        let starts = set.shards.compactMap(\.testRunStarted)
        guard let started = starts.min(by: { Self.isEarlier($0.timestamp, $1.timestamp) }) else { return false }
        var frame = RunFrame(started: started)
        var announced = false
        // The first file's messages open the run with the support code, as a run opens; the others follow.
        func announceRun(after fileMessages: [Envelope]) throws(ShardMergeError) {
            guard !announced else { return fileMessages.forEach(publish) }
            announced = true
            frame.opening(meta: plan.meta, before: fileMessages + (try plan.envelopes(in: plan.supportCode))).forEach(publish)
            for shard in set.shards { try shard.envelopes(in: shard.opening).forEach { publish(retarget($0, to: started.id)) } }
        }
        let missingReason = set.missing.isEmpty ? nil : ShardSet.missingMessage(set.missing, total: set.total, scenarios: set.unrun.count, files: set.unrunFiles())
        for file in plan.files {
            // A missing shard's pickles are compiled again from the document, which is then decoded here.
            var unrun: UnrunPickles?
            if announced && missingReason == nil {
                try plan.undecodedLines(in: file.spans).forEach { send(.line($0)) }
            } else {
                let messages = try plan.envelopes(in: file.spans)
                try announceRun(after: messages)
                unrun = UnrunPickles(document: messages)
            }
            let scenarios = set.planned(in: file.uri)
            // A file's pickles, then its test cases, as a run publishes them.
            for scenario in scenarios {
                if let stream = set.streams[scenario.shard] {
                    if let lines = stream.pickles[scenario.pickleId] { try stream.envelopes(in: lines).forEach(publish) }
                } else if missingReason != nil, let pickle = unrun?.pickle(for: scenario) {
                    publish(.pickle(pickle))
                }
            }
            for scenario in scenarios {
                if let stream = set.streams[scenario.shard] {
                    guard let testCaseId = stream.testCaseByPickle[scenario.pickleId], let lines = stream.testCases[testCaseId] else { continue }
                    try stream.envelopes(in: lines.spans).forEach { publish(retarget($0, to: started.id)) }
                } else if let missingReason, let pickle = unrun?.pickle(for: scenario) {
                    let reason = "This scenario did not run: \(missingReason)."
                    UnrunTestCase.envelopes(for: pickle, reason: reason, testRunStartedId: started.id, at: started.timestamp).forEach(publish)
                }
            }
        }
        try announceRun(after: [])
        for shard in set.shards { try shard.envelopes(in: shard.closing).forEach { publish(retarget($0, to: started.id)) } }
        let latest = judge(&frame, missingReason: missingReason)
        let finished = frame.finished(at: latest)
        publish(.testRunFinished(finished))
        return finished.success
    }

    /// What the shards' ends say of the merged run, told to `frame`: a shard that failed or never ended fails it,
    /// a missing one leaves it unfinished. Returns when the last shard ended.
    private func judge(_ frame: inout RunFrame, missingReason: String?) -> Timestamp {
        let ends = set.shards.compactMap { shard in shard.testRunFinished.map { (shard, $0) } }
        for (shard, finished) in ends {
            if let message = finished.message { frame.note("shard \(shard.manifest?.shard ?? "?"): \(message)") }
            if let exception = finished.exception { frame.failed(with: exception) }
        }
        if ends.count != set.shards.count || !ends.allSatisfy(\.1.success) { frame.partFailed() }
        if let missingReason { frame.leftUnfinished(missingReason) }
        return ends.map(\.1.timestamp).max { Self.isEarlier($0, $1) } ?? frame.started.timestamp
    }

    /// The message, naming the merged run wherever it names its run.
    private func retarget(_ envelope: Envelope, to runId: String?) -> Envelope {
        switch envelope {
        case .testCase(var testCase) where testCase.testRunStartedId != nil:
            testCase.testRunStartedId = runId
            return .testCase(testCase)
        case .testRunHookStarted(var started):
            started.testRunStartedId = runId ?? started.testRunStartedId
            return .testRunHookStarted(started)
        case .attachment(var attachment) where attachment.testRunStartedId != nil:
            attachment.testRunStartedId = runId
            return .attachment(attachment)
        default:
            return envelope
        }
    }

    private static func isEarlier(_ left: Timestamp, _ right: Timestamp) -> Bool {
        (left.seconds, left.nanos) < (right.seconds, right.nanos)
    }
}

// Sendable by hand-over: once the checks are done, only the thread that writes the merged stream reads the indexes.
extension MergedStream: @unchecked Sendable {}
