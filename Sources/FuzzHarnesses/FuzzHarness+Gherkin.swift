import CucumberMessages
import Foundation
import Gherkin

extension FuzzHarness {
    /// Parses the input as plain and as Markdown Gherkin, compiles the pickles, encodes every message, decodes
    /// the stream and encodes it again: the two encodings must be equal.
    public static let gherkin = FuzzHarness(
        name: "gherkin",
        check: { input throws(PropertyViolation) in
            for uri in ["fuzz.feature", "fuzz.feature.md"] {
                var ids = IncrementingIdGenerator()
                let envelopes = GherkinMessages().envelopes(uri: uri, bytes: input, ids: &ids)
                let stream = try encode(envelopes, uri: uri)
                let decoded: [Envelope]
                do {
                    decoded = try MessageDecoder().envelopes(from: stream)
                } catch {
                    throw PropertyViolation("\(uri): the messages do not decode: \(error)")
                }
                guard try encode(decoded, uri: uri) == stream else {
                    throw PropertyViolation("\(uri): the messages encode differently once decoded")
                }
            }
        },
        seeds: { conformance in
            SeedFiles.contents(under: conformance.appendingPathComponent("gherkin"), endingWith: [".feature", ".feature.md"])
                + SeedFiles.contents(under: conformance.appendingPathComponent("cck"), endingWith: [".feature"])
        }
    )

    private static func encode(_ envelopes: [Envelope], uri: String) throws(PropertyViolation) -> String {
        do {
            return try envelopes.map(MessageEncoder().line(for:)).joined(separator: "\n")
        } catch {
            throw PropertyViolation("\(uri): a message does not encode: \(error)")
        }
    }
}
