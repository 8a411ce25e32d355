import BDDRuntime
import CucumberMessages
import Formatters
import Gherkin
import OperatingSystem

/// One feature file read and parsed by the runner's own parser (every built-in language, plain or Markdown), its
/// pickles compiled: the scenarios it gives.
struct SpecificationFile {
    let file: FeatureFiles.File

    init(_ file: FeatureFiles.File) {
        self.file = file
    }

    /// A scenario per pickle `filter` selects; a file that cannot be read or does not parse is one scenario that
    /// fails with its errors, whatever the filter (a run reports those too). Adds to `sources` the messages a run
    /// publishes for the file: its source, document and selected pickles, or its parse errors.
    func scenarios(filter: PickleFilter?, session: SpecificationSession, sources: inout [Envelope]) -> [Specification.Scenario] {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: file.path)
        } catch {
            return [unparsable(line: 1, [failure("Could not read the file: \(error.reason)", line: 1, column: 1)], session: session)]
        }
        var ids = RandomIdGenerator()
        let output = GherkinMessages().messages(uri: file.uri, bytes: bytes, ids: &ids)
        guard output.errors.isEmpty else {
            sources += FeatureSet(parsed: output.envelopes).envelopes
            return [unparsable(output.errors, source: String(decoding: bytes, as: UTF8.self), session: session)]
        }
        let features = FeatureSet(parsed: output.envelopes, filter: filter)
        sources += features.envelopes
        var index: FeatureIndex?
        for case .gherkinDocument(let document) in output.envelopes { index = FeatureIndex(document) }
        let parsed = ParsedFeature(features: features, index: index ?? FeatureIndex(GherkinDocument(comments: [])), file: file, session: session)
        return features.pickles.map { pickle in
            Specification.Scenario(
                uri: file.uri,
                line: pickle.location?.line ?? 0,
                description: parsed.index.title(of: pickle),
                tags: pickle.tags.map(\.name),
                source: .pickle(pickle, parsed)
            )
        }
    }

    /// The errors as a run prints them, in the keywords of the file's language; those a hint explains are left out.
    private func unparsable(_ errors: [GherkinError], source: String, session: SpecificationSession) -> Specification.Scenario {
        var failures: [Specification.Failure] = []
        for error in errors {
            let wording = ParseErrorWording(error: error, source: source)
            failures.append(failure(wording.text, line: error.line, column: error.column ?? 1))
            if wording.explainsWhatFollows { break }
        }
        return unparsable(line: errors.first?.line ?? 1, failures, session: session)
    }

    private func unparsable(line: Int, _ failures: [Specification.Failure], session: SpecificationSession) -> Specification.Scenario {
        Specification.Scenario(uri: file.uri, line: line, description: "\(file.uri) (does not parse)", tags: [], source: .unparsable(failures, session))
    }

    private func failure(_ message: String, line: Int, column: Int) -> Specification.Failure {
        Specification.Failure(message: message, uri: file.uri, filePath: file.path, line: line, column: column)
    }
}
