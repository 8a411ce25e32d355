/// Envelopes as NDJSON, line after line in one buffer that the owner hands on and empties when it likes.
///
/// For a stream of many envelopes: `MessageEncoder.write(_:to:)` writes each into a buffer of its own first and
/// then appends it, and that buffer, which a pickle outgrows, and the copy cost `bdd gherkin` a tenth of its time.
public struct MessageLineBuffer: ~Copyable {
    private var json: JSONWriter

    /// An empty buffer with room for `capacity` bytes; it grows when a line needs more.
    public init(capacity: Int = 1 << 16) {
        json = JSONWriter(capacity: capacity)
    }

    /// How many bytes the buffer holds.
    public var count: Int { json.count }

    /// Writes `envelope` as one line of JSON, as `MessageEncoder` writes it, and a newline.
    public mutating func append(_ envelope: Envelope) {
        envelope.writeJSON(to: &json)
        json.newline()
    }

    /// The bytes written since the buffer was last emptied.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try json.withBytes(body)
    }

    /// Empties the buffer, keeping its room.
    public mutating func removeAll() {
        json.removeAll()
    }
}
