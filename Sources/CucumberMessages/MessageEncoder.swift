import Foundation

/// Turns envelopes into NDJSON lines: one JSON object per line, keys sorted, no trailing newline.
///
/// The JSON is what Foundation's `JSONEncoder` gives with `.sortedKeys` and `.withoutEscapingSlashes`,
/// written by `JSONTreeEncoder`, many times cheaper: a run writes a line per step event.
public struct MessageEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// Encodes one envelope as a single line of JSON (without the newline).
    public func line(for envelope: Envelope) throws -> String {
        String(decoding: try JSONTreeEncoder.encode(envelope), as: UTF8.self)
    }

    /// Encodes one envelope as the UTF-8 bytes of a single line of JSON (without the newline).
    public func data(for envelope: Envelope) throws -> Data {
        Data(try JSONTreeEncoder.encode(envelope))
    }
}
