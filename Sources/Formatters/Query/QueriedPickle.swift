import CucumberMessages
import Gherkin

/// A pickle as the run query keeps it: its place in the stream, the document it came after and, once asked, its
/// scenario's place there. One entry a pickle, shared by its test case's entry, so a report finds all of it with one
/// lookup of the attempt's test case rather than a table each for the test case, the pickle, its position and its
/// document.
final class QueriedPickle {
    let pickle: Pickle
    /// Its position in the stream: reports list test cases in this order, whatever order they ran in.
    let ordinal: Int
    /// The document it came after: a stream naming one file twice keeps each pickle with its own document.
    let document: RunQuery.OpenDocument?
    private var found: ScenarioPlace??

    init(_ pickle: Pickle, ordinal: Int, document: RunQuery.OpenDocument?) {
        self.pickle = pickle
        self.ordinal = ordinal
        self.document = document
    }

    /// Where its scenario sits in its document, looked up once for every report that asks.
    var place: ScenarioPlace? {
        if let found { return found }
        let place = document?.index.place(of: pickle)
        found = .some(place)
        return place
    }
}
