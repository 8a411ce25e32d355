import BDDRuntime
import CucumberMessages
import Gherkin
import OperatingSystem

/// One file `bdd gherkin` read on its parsing thread: its path, and the file read as far as its document, or why it
/// could not be read (`permission denied`).
struct ParsedFeatureFile: Sendable {
    let path: String
    let parsed: Result<GherkinMessages.ParsedFile, FileReader.Failure>

    /// How far ahead the parsing thread reads: eight batches of sixteen files, a batch handed over sooner once it
    /// holds `batchBytes` of source, so large files are held ahead one or a few at a time.
    static let lead = Prefetcher<ParsedFeatureFile>.Lead(capacity: 128, lowWater: 112, kept: 0, batchSize: 16)
    static let batchBytes = 1 << 18

    /// Reads and parses `files` in order on a prefetcher's thread, numbering them as one generator reading them in
    /// turn would: each file's pickles get the ids set aside for them when it was parsed.
    static func prefetch(_ files: [String], messages: GherkinMessages) -> Prefetcher<ParsedFeatureFile> {
        Prefetcher(lead: lead, name: "bdd gherkin parsing") { producer in
            var ids = IncrementingIdGenerator()
            var bytesInBatch = 0
            for path in files {
                let file: ParsedFeatureFile
                do throws(FileReader.Failure) {
                    let bytes = try FileReader.bytes(atPath: path)
                    bytesInBatch += bytes.count
                    file = ParsedFeatureFile(path: path, parsed: .success(messages.parse(uri: path, bytes: bytes, ids: &ids)))
                } catch {
                    file = ParsedFeatureFile(path: path, parsed: .failure(error))
                }
                guard producer.add(file) else { return }
                if bytesInBatch >= batchBytes {
                    guard producer.handOver() else { return }
                    bytesInBatch = 0
                }
            }
        }
    }
}
