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
        switch envelope {
        case .meta(let message): direct("meta", message)
        case .source(let message): direct("source", message)
        case .gherkinDocument(let message): direct("gherkinDocument", message)
        case .pickle(let message): direct("pickle", message)
        case .parseError(let message): direct("parseError", message)
        case .parameterType(let message): direct("parameterType", message)
        case .undefinedParameterType(let message): direct("undefinedParameterType", message)
        case .stepDefinition(let message): direct("stepDefinition", message)
        case .hook(let message): direct("hook", message)
        case .testRunStarted(let message): direct("testRunStarted", message)
        case .testCase(let message): direct("testCase", message)
        case .testRunHookStarted(let message): direct("testRunHookStarted", message)
        case .testRunHookFinished(let message): direct("testRunHookFinished", message)
        case .testCaseStarted(let message): direct("testCaseStarted", message)
        case .testStepStarted(let message): direct("testStepStarted", message)
        case .attachment(let message): direct("attachment", message)
        case .testStepFinished(let message): direct("testStepFinished", message)
        case .testCaseFinished(let message): direct("testCaseFinished", message)
        case .suggestion(let message): direct("suggestion", message)
        case .testRunFinished(let message): direct("testRunFinished", message)
        }
    }

    private func direct(_ name: StaticString, _ message: some DirectJSON) -> [UInt8] {
        var json = JSONWriter()
        json.object { $0.field(name, message) }
        return json.bytes
    }
}
