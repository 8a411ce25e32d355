import CucumberMessages
import Gherkin

/// A feature file's text parsed as a run parses it, with ids counted from 0: its documents and its pickles.
struct ParsedFeatureText {
    let documents: [GherkinDocument]
    let pickles: [Pickle]

    init(_ text: String, uri: String) {
        var ids = IncrementingIdGenerator()
        var documents: [GherkinDocument] = []
        var pickles: [Pickle] = []
        for envelope in GherkinMessages().envelopes(uri: uri, bytes: Array(text.utf8), ids: &ids) {
            switch envelope {
            case .gherkinDocument(let document): documents.append(document)
            case .pickle(let pickle): pickles.append(pickle)
            default: break
            }
        }
        self.documents = documents
        self.pickles = pickles
    }

    /// A feature background; an outline of two Examples blocks, the first tagged and with a comment between its
    /// rows; a rule with a background of its own. The tests name its lines by number.
    static let outlineAndRule = """
        Feature: Lines

          Background:
            Given the feature's background

          Scenario Outline: Outline <n>
            Then it is <n>

            @first
            Examples: First
              | n |
              | 1 |
              # between rows
              | 2 |

            Examples: Second
              | n |
              | 3 |
              | 4 |

          Rule: A rule

            Background:
              Given the rule's background

            Scenario: Ruled
              When it runs
        """
}
