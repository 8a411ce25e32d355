import CucumberMessages
import Foundation

/// The running scenario as steps and hooks see it: its worlds, its name and tags, how it is going, and attachments.
///
/// One context per test case: worlds created through it die with it.
@MainActor
public final class ScenarioContext: ScenarioScoped, Attaching {
    /// The scenario's name (an outline's row name when the outline name has placeholders).
    public let name: String
    /// The scenario's tags, inherited ones included, e.g. `["@catalog", "@smoke"]`.
    public let tags: [String]
    /// The feature file the scenario comes from.
    public let uri: String
    /// The worst status of the steps and hooks that finished so far, in Cucumber's order (failed, ambiguous,
    /// undefined, pending, skipped, passed), `.passed` until one did not pass: an After hook sees every step, an
    /// AfterStep hook the steps before and the body of the step it follows.
    public internal(set) var status = TestStepResultStatus.passed
    /// The first step or hook that failed, was undefined, ambiguous or pending; nil while none did.
    public internal(set) var failure: ScenarioFailure?

    /// A scenario has one or two world types: a short list searched in order costs less than a dictionary.
    private var worlds: [(type: ObjectIdentifier, world: AnyObject)] = []
    private let attach: (AttachmentContent) -> Void

    init(pickle: Pickle, attach: @escaping (AttachmentContent) -> Void) {
        name = pickle.name
        tags = pickle.tags.map(\.name)
        uri = pickle.uri
        self.attach = attach
    }

    /// The scenario's instance of `type`, created on first use.
    public func world<W: World>(_ type: W.Type = W.self) -> W {
        let id = ObjectIdentifier(type)
        for entry in worlds where entry.type == id {
            if let existing = entry.world as? W { return existing }
        }
        let created = W()
        worlds.append((id, created))
        return created
    }

    /// Attaches `body` to the current step or hook.
    public func attach(body: String, encoding: AttachmentContentEncoding, mediaType: String, fileName: String?) {
        attach(AttachmentContent(body: body, encoding: encoding, mediaType: mediaType, fileName: fileName))
    }

    /// The context itself: a body that takes `ScenarioContext` gets the running scenario's.
    public static func resolve(in scenario: ScenarioContext) -> ScenarioContext {
        scenario
    }
}
