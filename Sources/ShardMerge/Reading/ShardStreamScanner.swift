import BDDRuntime
import CucumberMessages

/// The merge's first pass over one shard's stream: every line checked to be an envelope, indexed by what it belongs
/// to, and only the few messages the checks need decoded (`meta`, the run's start and end, the manifest, parse
/// errors).
struct ShardStreamScanner {
    private static let idKeys: EnvelopeSkim.Keys = ["id", "uri", "pickleId", "testCaseId", "testCaseStartedId", "mediaType"]

    /// The messages every shard writes alike: the files and the support code.
    private static let planNames: Set<String> = ["source", "gherkinDocument", "parseError", "stepDefinition", "hook", "parameterType", "undefinedParameterType"]

    /// Indexes the stream at `path`; throws naming the file, and the line when one is at fault.
    ///
    /// Every shard writes the same files and support code, so only one stream's are read (`readsPlan`); in the others
    /// those lines are passed over by name, which is most of a shard's bytes.
    static func scan(path: String, readsPlan: Bool) throws(ShardMergeError) -> ShardIndex {
        let lines: MessageLineReader
        do {
            lines = try MessageLineReader(path: path)
        } catch {
            throw ShardMergeError(error.description)
        }
        let index = ShardIndex(path: path, lines: lines)
        var scanner = ShardStreamScanner(index: index, readsPlan: readsPlan)
        while true {
            let next: MessageLineReader.Line?
            do {
                next = try lines.next()
            } catch {
                throw ShardMergeError(error.description)
            }
            guard let line = next else { break }
            if !line.isTerminated {
                throw ShardMergeError("\(path) ends in the middle of line \(line.number): the stream was cut short")
            }
            if line.isBlank { continue }
            do throws(ShardMergeError) {
                try scanner.take(line)
            } catch {
                throw ShardMergeError("\(path), line \(line.number): \(error.message)")
            }
        }
        scanner.closeOpenAttempt()
        try scanner.finish()
        lines.releaseBlock()
        if !readsPlan { index.manifest = index.manifest?.withoutAssignment() }
        return index
    }

    private let index: ShardIndex
    private let readsPlan: Bool
    /// The attempt whose lines are being written: a suggestion names no attempt, and belongs to it.
    private var openAttempt: String?
    /// The test case of `openAttempt`, whose lines are most of a stream's: found without a lookup.
    private var openTestCaseId: String?
    /// The lines of `openTestCaseId`, held here while its attempt is open rather than changed in the index line by line.
    private var openSpans = LineSpans()
    private var testCaseByAttempt: [String: String] = [:]
    private var attemptsStarted = false

    private init(index: ShardIndex, readsPlan: Bool) {
        self.index = index
        self.readsPlan = readsPlan
    }

    private mutating func take(_ line: MessageLineReader.Line) throws(ShardMergeError) {
        if !readsPlan, let name = MessageDecoder.messageName(of: line.bytes), Self.planNames.contains(name) {
            index.envelopeCount += 1
            if name == "source" { index.sourceCount += 1 }
            return
        }
        let skim: EnvelopeSkim
        do {
            skim = try EnvelopeSkim(line.bytes, keys: Self.idKeys)
        } catch {
            throw ShardMergeError("not a Cucumber Messages envelope: \(error.reason) at byte \(error.offset + 1)")
        }
        index.envelopeCount += 1
        let (offset, length) = (line.offset, line.bytes.count)
        func field(_ key: String) throws(ShardMergeError) -> String {
            guard let value = skim.field(key) else { throw ShardMergeError("a \(skim.name) message without its '\(key)'") }
            return value
        }
        // The names a stream has most come first: a name is compared with each case in turn.
        switch skim.name {
        case "testStepStarted", "testStepFinished", "testCaseFinished":
            let attempt = try field("testCaseStartedId")
            try addToAttempt(attempt, offset: offset, length: length)
            if skim.name == "testCaseFinished", openAttempt == attempt { closeOpenAttempt() }
        case "testCaseStarted":
            let id = try field("id")
            let testCaseId = try field("testCaseId")
            guard index.testCases[testCaseId] != nil else { throw ShardMergeError("an attempt of test case \(testCaseId), which the stream has not planned") }
            testCaseByAttempt[id] = testCaseId
            closeOpenAttempt()
            openAttempt = id
            openTestCaseId = testCaseId
            // Taken out of the index, so that adding to it copies nothing.
            openSpans = index.testCases[testCaseId]?.spans ?? LineSpans()
            index.testCases[testCaseId]?.spans = LineSpans()
            attemptsStarted = true
            openSpans.add(offset: offset, length: length)
        case "testCase":
            let id = try field("id")
            let pickleId = try field("pickleId")
            guard index.testCaseByPickle[pickleId] == nil else { throw ShardMergeError("a second test case of pickle \(pickleId)") }
            index.testCaseByPickle[pickleId] = id
            index.testCases[id] = ShardIndex.TestCaseLines(pickleId: pickleId)
            index.testCases[id]?.spans.add(offset: offset, length: length)
        case "pickle":
            index.pickles[try field("id"), default: LineSpans()].add(offset: offset, length: length)
        case "meta":
            guard case .meta(let meta) = try decode(line) else { return }
            index.meta = meta
        case "source":
            index.files.append(ShardIndex.FileLines(uri: try field("uri")))
            index.files[index.files.count - 1].spans.add(offset: offset, length: length)
            index.sourceCount += 1
        case "gherkinDocument":
            index.files[fileLines(for: try field("uri"))].spans.add(offset: offset, length: length)
        case "parseError":
            guard case .parseError(let error) = try decode(line) else { return }
            index.files[fileLines(for: error.source.uri ?? "")].spans.add(offset: offset, length: length)
        case "stepDefinition", "hook", "parameterType", "undefinedParameterType":
            index.supportCode.add(offset: offset, length: length)
        case "testRunStarted":
            guard case .testRunStarted(let started) = try decode(line) else { return }
            guard index.testRunStarted == nil else { throw ShardMergeError("a second testRunStarted: a stream holds one run") }
            index.testRunStarted = started
        case "testRunFinished":
            guard case .testRunFinished(let finished) = try decode(line) else { return }
            index.testRunFinished = finished
        case "attachment":
            if let attempt = skim.field("testCaseStartedId") {
                try addToAttempt(attempt, offset: offset, length: length)
            } else if skim.field("mediaType") == ShardManifest.mediaType {
                guard case .attachment(let attachment) = try decode(line), let manifest = ShardManifest(attachment) else {
                    throw ShardMergeError("a shard manifest that does not read")
                }
                guard index.manifest == nil else { throw ShardMergeError("a second shard manifest: a stream holds one shard") }
                index.manifest = manifest
            } else {
                addToRun(offset: offset, length: length)
            }
        case "suggestion":
            if let openAttempt {
                try addToAttempt(openAttempt, offset: offset, length: length)
            } else {
                addToRun(offset: offset, length: length)
            }
        case "testRunHookStarted", "testRunHookFinished":
            addToRun(offset: offset, length: length)
        default:
            // A message of a newer protocol: skipped, as `bdd format` and Cucumber's own tools skip it.
            index.envelopeCount -= 1
        }
    }

    private func fileLines(for uri: String) -> Int {
        if let last = index.files.indices.last, index.files[last].uri == uri { return last }
        if let found = index.files.firstIndex(where: { $0.uri == uri }) { return found }
        index.files.append(ShardIndex.FileLines(uri: uri))
        return index.files.count - 1
    }

    private mutating func addToAttempt(_ attempt: String, offset: Int, length: Int) throws(ShardMergeError) {
        if attempt == openAttempt { return openSpans.add(offset: offset, length: length) }
        guard let testCaseId = testCaseByAttempt[attempt] else { throw ShardMergeError("a message of attempt \(attempt), which has not started") }
        index.testCases[testCaseId]?.spans.add(offset: offset, length: length)
    }

    /// Puts the open attempt's lines back in the index.
    private mutating func closeOpenAttempt() {
        if let openTestCaseId { index.testCases[openTestCaseId]?.spans = openSpans }
        openAttempt = nil
        openTestCaseId = nil
        openSpans = LineSpans()
    }

    private func addToRun(offset: Int, length: Int) {
        if attemptsStarted {
            index.closing.add(offset: offset, length: length)
        } else {
            index.opening.add(offset: offset, length: length)
        }
    }

    private func decode(_ line: MessageLineReader.Line) throws(ShardMergeError) -> Envelope {
        do {
            return try MessageDecoder().envelope(utf8: line.bytes)
        } catch {
            throw ShardMergeError(error.description)
        }
    }

    /// What a stream must have to be a shard's whole stream.
    private func finish() throws(ShardMergeError) {
        let path = index.path
        guard index.envelopeCount > 0 else { throw ShardMergeError("\(path) is empty: no shard's stream") }
        guard let manifest = index.manifest else {
            if index.testRunStarted == nil {
                throw ShardMergeError("\(path) ends before its run started: the stream was cut short, or is not a shard's")
            }
            throw ShardMergeError("\(path) is not a shard's stream: it carries no shard manifest (write each shard's with bdd --shard INDEX/COUNT --format message:FILE)")
        }
        guard index.testRunStarted != nil, index.testRunFinished != nil else {
            throw ShardMergeError("\(path) (shard \(manifest.shard)) ends before its run did: the stream was cut short")
        }
    }
}
