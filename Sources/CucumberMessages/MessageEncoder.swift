import Foundation

/// Turns envelopes into NDJSON lines: one JSON object per line, keys sorted, no trailing newline.
///
/// The JSON is what Foundation's `JSONEncoder` gives with `.sortedKeys` and `.withoutEscapingSlashes`. Every
/// message writes itself (`DirectJSON`), many times cheaper than any `Codable` encoder, and a run writes a line
/// per event.
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
        switch envelope {
        case .meta(let message): direct("meta", message, to: &output)
        case .source(let message): direct("source", message, to: &output)
        case .gherkinDocument(let message): direct("gherkinDocument", message, to: &output)
        case .pickle(let message): direct("pickle", message, to: &output)
        case .parseError(let message): direct("parseError", message, to: &output)
        case .parameterType(let message): direct("parameterType", message, to: &output)
        case .undefinedParameterType(let message): direct("undefinedParameterType", message, to: &output)
        case .stepDefinition(let message): direct("stepDefinition", message, to: &output)
        case .hook(let message): direct("hook", message, to: &output)
        case .testRunStarted(let message): direct("testRunStarted", message, to: &output)
        case .testCase(let message): direct("testCase", message, to: &output)
        case .testRunHookStarted(let message): direct("testRunHookStarted", message, to: &output)
        case .testRunHookFinished(let message): direct("testRunHookFinished", message, to: &output)
        case .testCaseStarted(let message): direct("testCaseStarted", message, to: &output)
        case .testStepStarted(let message): direct("testStepStarted", message, to: &output)
        case .attachment(let message): direct("attachment", message, to: &output)
        case .testStepFinished(let message): direct("testStepFinished", message, to: &output)
        case .testCaseFinished(let message): direct("testCaseFinished", message, to: &output)
        case .suggestion(let message): direct("suggestion", message, to: &output)
        case .testRunFinished(let message): direct("testRunFinished", message, to: &output)
        }
    }

    private func direct(_ name: StaticString, _ message: some DirectJSON, to output: inout [UInt8]) {
        JSONWriter.append(to: &output) { json in json.object { $0.field(name, message) } }
    }
}
