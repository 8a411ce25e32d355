import BDDRuntime
import CucumberMessages
import Gherkin

/// Feature files held in memory, parsed as the run reaches them, their pickles made as the run takes them.
struct MemoryFeatureStream: FeatureStream {
    let files: [(uri: String, text: String)]
    var next = 0

    mutating func nextFile(ids: inout any IdGenerator) -> [Envelope]? {
        guard next < files.count else { return nil }
        defer { next += 1 }
        return GherkinMessages().envelopes(uri: files[next].uri, bytes: Array(files[next].text.utf8), ids: &ids)
    }

    mutating func nextFeature(ids: inout any IdGenerator) -> FeatureMessages? {
        guard next < files.count else { return nil }
        defer { next += 1 }
        let messages = GherkinMessages()
        return FeatureMessages(parsed: messages.parse(uri: files[next].uri, bytes: Array(files[next].text.utf8), ids: &ids), by: messages)
    }
}
