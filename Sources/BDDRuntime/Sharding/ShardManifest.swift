import CucumberMessages
import Foundation

/// What a shard's message stream says of itself, so that `bdd merge` can check a set of streams before joining
/// them: which shard of how many, what was planned, with which timings, by which `bdd`.
///
/// It travels as an attachment of the run (no test case, no step), right after `testRunStarted`, with the media
/// type `application/vnd.bdd.shard+json` and a JSON body: a documented convention that keeps every stream valid
/// for the Cucumber Messages model, since a run-level attachment is one of its messages. Reports ignore it.
public struct ShardManifest: Codable, Sendable, Equatable {
    /// The media type that marks the attachment.
    public static let mediaType = "application/vnd.bdd.shard+json"

    /// 1-based.
    public let index: Int
    /// How many shards share the run.
    public let total: Int
    /// A fingerprint of the plan: every selected scenario of every shard and the options that decide outcomes.
    public let plan: String
    /// A fingerprint of the timings the assignment used; "none" when it had none.
    public let timings: String
    /// `bdd`'s version.
    public let version: String
    /// How many scenarios this shard runs.
    public let scenarios: Int
    /// How many the whole plan has.
    public let selected: Int
    /// Which shard runs each selected scenario, in the plan's order (`PlannedScenario.lines(_:)`): a stream carries
    /// the pickles it runs, and a merge learns the others, those of a missing shard among them, from here.
    public let assignment: String

    /// A manifest from its fields.
    public init(index: Int, total: Int, plan: String, timings: String, version: String, scenarios: Int, selected: Int, assignment: String = "") {
        self.index = index
        self.total = total
        self.plan = plan
        self.timings = timings
        self.version = version
        self.scenarios = scenarios
        self.selected = selected
        self.assignment = assignment
    }

    /// The same manifest without its assignment, for a reader that needs only the rest (its size is the plan's).
    public func withoutAssignment() -> ShardManifest {
        ShardManifest(index: index, total: total, plan: plan, timings: timings, version: version, scenarios: scenarios, selected: selected)
    }

    /// The plan's scenarios, in order, with the shard of each; nil when the assignment does not read.
    public var plannedScenarios: [PlannedScenario]? {
        PlannedScenario.scenarios(in: assignment)
    }

    /// `index/total`.
    public var shard: String { "\(index)/\(total)" }

    /// The attachment that carries it in a stream.
    public func attachment(testRunStartedId: String?, timestamp: Timestamp) -> Attachment {
        let encoder = JSONEncoder()
        // Slashes as they are, as in every message: each `\/` of the plan's paths is escaped again in the message,
        // and a merge reads every escape of every shard's manifest.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let body = (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return Attachment(body: body, contentEncoding: .identity, mediaType: Self.mediaType, testRunStartedId: testRunStartedId, timestamp: timestamp)
    }

    /// The manifest an attachment carries; nil when it carries none, or one that does not read.
    ///
    /// Read with the package's own JSON reader, every field required as `Codable` requires it: Foundation's decoder
    /// took longer over the assignment, which lists the whole plan, than a merge took over the rest of the stream.
    public init?(_ attachment: Attachment) {
        guard attachment.mediaType == Self.mediaType, attachment.testCaseStartedId == nil else { return nil }
        var body = attachment.body
        guard case .object(let members)? = body.withUTF8({ try? JSONNode.parse($0) }) else { return nil }
        func value(_ key: String) -> JSONNode? { members.last { $0.key == key }?.value }
        func text(_ key: String) -> String? {
            guard case .string(let text)? = value(key) else { return nil }
            return text
        }
        func number(_ key: String) -> Int? {
            guard case .number(let digits)? = value(key) else { return nil }
            return Int(digits)
        }
        guard let index = number("index"), let total = number("total"), let plan = text("plan"), let timings = text("timings"),
              let version = text("version"), let scenarios = number("scenarios"), let selected = number("selected"),
              let assignment = text("assignment"), total >= 1, (1...total).contains(index) else { return nil }
        self.init(index: index, total: total, plan: plan, timings: timings, version: version, scenarios: scenarios, selected: selected, assignment: assignment)
    }
}
