import CucumberMessages

/// How long each scenario took in an earlier run, read from that run's message stream (`--timings FILE`): a single
/// run's, a shard's or a merged one. A scenario's duration is that of its last attempt, in seconds.
public struct ScenarioTimings: Sendable, Equatable {
    /// Seconds, by scenario.
    public let durations: [ScenarioKey: Double]

    /// Timings from known durations.
    public init(durations: [ScenarioKey: Double]) {
        self.durations = durations
    }

    /// The weight of each of `keys`: its recorded duration, or the mean of those recorded when it has none (every
    /// scenario weighs 1 when nothing is recorded).
    public func weights(for keys: [ScenarioKey]) -> [Double] {
        let known = keys.compactMap { durations[$0] }
        let mean = known.isEmpty ? 1 : known.reduce(0, +) / Double(known.count)
        return keys.map { durations[$0] ?? mean }
    }

    /// Reads the stream at `path`, reading only the four messages that say which scenario ran how long.
    public static func read(path: String) throws(ScenarioTimingsError) -> ScenarioTimings {
        let lines: MessageLineReader
        do {
            lines = try MessageLineReader(path: path)
        } catch {
            throw ScenarioTimingsError(path: path, line: nil, reason: error.reason)
        }
        var reading = Reading()
        let decoder = MessageDecoder()
        var sawEnvelope = false
        while true {
            let next: MessageLineReader.Line?
            do {
                next = try lines.next()
            } catch {
                throw ScenarioTimingsError(path: path, line: nil, reason: error.reason)
            }
            guard let line = next else { break }
            guard let name = MessageDecoder.messageName(of: line.bytes) else {
                if line.isBlank { continue }
                throw ScenarioTimingsError(path: path, line: line.number, reason: "not a Cucumber Messages envelope")
            }
            sawEnvelope = true
            switch name {
            case "pickle", "testCase":
                // Long lines of which a few ids are needed: skimmed, several times faster than decoded.
                do throws(EnvelopeSkim.Failure) {
                    reading.take(try EnvelopeSkim(line.bytes, keys: Reading.skimmedKeys))
                } catch {
                    throw ScenarioTimingsError(path: path, line: line.number, reason: "\(error.reason) at byte \(error.offset + 1)")
                }
            case "testCaseStarted", "testCaseFinished":
                do throws(MessageDecodingError) {
                    reading.take(try decoder.envelope(utf8: line.bytes))
                } catch {
                    throw ScenarioTimingsError(path: path, line: line.number, reason: error.description)
                }
            default:
                continue
            }
        }
        guard sawEnvelope else { throw ScenarioTimingsError(path: path, line: nil, reason: "the file is empty") }
        return ScenarioTimings(durations: reading.durations)
    }

    /// What the stream said so far.
    private struct Reading {
        static let skimmedKeys: EnvelopeSkim.Keys = ["id", "uri", "name", "pickleId"]
        var keysByPickle: [String: ScenarioKey] = [:]
        var ranker = ScenarioKey.Ranker()
        var pickleByTestCase: [String: String] = [:]
        var starts: [String: (testCaseId: String, at: Timestamp)] = [:]
        var durations: [ScenarioKey: Double] = [:]

        mutating func take(_ skim: EnvelopeSkim) {
            guard let id = skim.field("id") else { return }
            if skim.name == "testCase" {
                pickleByTestCase[id] = skim.field("pickleId")
            } else if let uri = skim.field("uri"), let name = skim.field("name") {
                keysByPickle[id] = ranker.key(uri: uri, name: name)
            }
        }

        mutating func take(_ envelope: Envelope) {
            switch envelope {
            case .testCaseStarted(let started):
                starts[started.id] = (started.testCaseId, started.timestamp)
            case .testCaseFinished(let finished):
                guard let start = starts.removeValue(forKey: finished.testCaseStartedId), !finished.willBeRetried,
                      let pickleId = pickleByTestCase[start.testCaseId], let key = keysByPickle[pickleId] else { return }
                durations[key] = max(0, Self.seconds(finished.timestamp) - Self.seconds(start.at))
            default:
                break
            }
        }

        static func seconds(_ timestamp: Timestamp) -> Double {
            Double(timestamp.seconds) + Double(timestamp.nanos) / 1e9
        }
    }
}
