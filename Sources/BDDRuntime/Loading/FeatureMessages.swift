import CucumberMessages
import Gherkin

/// One feature file as a run reaches it: the messages before its pickles, and its pickles, made one at a time as the
/// run takes them, so a file of a million example rows never holds a million pickles at once.
public struct FeatureMessages: Sendable {
    /// The `source`, `gherkinDocument` and `parseError` messages, in the order parsing gives them.
    public let envelopes: [Envelope]
    private let pickles: Pickles

    private enum Pickles: Sendable {
        /// Pickles made already: a sharded run's, or a stream's that parses files its own way.
        case made([Pickle])
        /// Pickles still to compile from the parsed document, under the ids parsing set aside for them.
        case compiled(GherkinMessages, GherkinMessages.ParsedFile)
    }

    /// A file whose messages are all made already: its pickles are taken out of `parsed`.
    public init(parsed: [Envelope]) {
        var envelopes: [Envelope] = []
        var pickles: [Pickle] = []
        for envelope in parsed {
            if case .pickle(let pickle) = envelope { pickles.append(pickle) } else { envelopes.append(envelope) }
        }
        self.envelopes = envelopes
        self.pickles = .made(pickles)
    }

    /// A file read as far as its document by `messages`, whose pickles are compiled as they are taken.
    public init(parsed file: GherkinMessages.ParsedFile, by messages: GherkinMessages) {
        envelopes = file.envelopes
        pickles = .compiled(messages, file)
    }

    /// Hands each pickle to `body` in file order until `body` returns false.
    func eachPickle(_ body: (consuming Pickle) -> Bool) {
        switch pickles {
        case .made(let made):
            for pickle in made where !body(pickle) { return }
        case .compiled(let messages, let file):
            messages.pickles(of: file, while: body)
        }
    }

    /// Every message of the file, its pickles after the others, as `nextFile` gives them.
    var allEnvelopes: [Envelope] {
        var all = envelopes
        eachPickle { pickle in
            all.append(.pickle(pickle))
            return true
        }
        return all
    }
}
