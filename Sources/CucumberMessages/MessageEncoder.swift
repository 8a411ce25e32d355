import Foundation

/// Turns envelopes into NDJSON lines: one JSON object per line, keys sorted, no trailing newline.
///
/// The JSON is what Foundation's `JSONEncoder` gives with `.sortedKeys` and `.withoutEscapingSlashes`.
/// The messages sent per step and per test case write themselves (`DirectJSON`); the others go
/// through `JSONTreeEncoder`. Both are many times cheaper than `JSONEncoder`, and a run writes a line per event.
public struct MessageEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// Encodes one envelope as a single line of JSON (without the newline).
    public func line(for envelope: Envelope) throws -> String {
        String(decoding: try bytes(for: envelope), as: UTF8.self)
    }

    /// Encodes one envelope as the UTF-8 bytes of a single line of JSON (without the newline).
    public func data(for envelope: Envelope) throws -> Data {
        Data(try bytes(for: envelope))
    }

    /// Encodes one envelope as the UTF-8 bytes of a single line of JSON (without the newline), with no `Data` or
    /// `String` in between.
    public func bytes(for envelope: Envelope) throws -> [UInt8] {
        switch envelope {
        case .testStepStarted(let message): direct("testStepStarted", message)
        case .testStepFinished(let message): direct("testStepFinished", message)
        case .testCaseStarted(let message): direct("testCaseStarted", message)
        case .testCaseFinished(let message): direct("testCaseFinished", message)
        case .testCase(let message): direct("testCase", message)
        case .pickle(let message): direct("pickle", message)
        default: try JSONTreeEncoder.encode(envelope)
        }
    }

    private func direct(_ name: StaticString, _ message: some DirectJSON) -> [UInt8] {
        var json = JSONWriter()
        json.object { $0.field(name, message) }
        return json.bytes
    }
}
