import Foundation

/// Turns envelopes into NDJSON lines: one JSON object per line, keys sorted, no trailing newline.
///
/// The JSON is what Foundation's `JSONEncoder` gives with `.sortedKeys` and `.withoutEscapingSlashes`. Every
/// message writes itself (`DirectJSON`, generated from the message table), many times cheaper than any `Codable`
/// encoder, and a run writes a line per event.
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        try write(envelope, to: &bytes)
        return bytes
    }

    /// Appends one envelope to `output` as the UTF-8 bytes of a single line of JSON (without the newline):
    /// a stream of many envelopes is then written with no buffer per envelope.
    public func write(_ envelope: Envelope, to output: inout [UInt8]) throws {
        JSONWriter.append(to: &output) { envelope.writeJSON(to: &$0) }
    }
}
