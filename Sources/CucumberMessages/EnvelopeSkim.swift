/// A line of a stream read just enough to index it: the message's name and a few of its top-level string fields,
/// checked to be well-formed JSON to its end without building anything of it.
///
/// A reader that needs a few ids of most lines (a merge placing each line, a shard reading timings) decodes only
/// the lines it keeps, and skims the others this way, several times faster.
public struct EnvelopeSkim: Sendable {
    /// The envelope's one key: `testCase`, `pickle`, …
    public let name: String
    /// The asked-for fields that hold strings, by key (escapes decoded).
    public var fields: [String: String] { Dictionary(pairs, uniquingKeysWith: { _, last in last }) }
    /// The asked-for field that holds a string under `key`, the last when the message repeats it.
    public func field(_ key: String) -> String? { pairs.last { $0.key == key }?.value }

    /// The fields in the order the line has them: a few a line, found by comparing keys, where a dictionary hashed
    /// each key once to keep it and again to find it, most of a merge's hashing.
    private let pairs: [(key: String, value: String)]

    /// Why a line is not an envelope, with the byte where it went wrong.
    public struct Failure: Error, Sendable {
        /// What is wrong, in plain words.
        public let reason: String
        /// The 0-based byte of the line where it went wrong.
        public let offset: Int
    }

    /// Skims `bytes`, keeping the string fields named in `keys` of the message object: `JSONScanner`'s skimming
    /// mode, so a line follows the grammar a decoded one does. Only what decoding a skipped string would find is left
    /// to the decoding (bytes that are not UTF-8, an unpaired surrogate escape).
    public init(_ bytes: UnsafeBufferPointer<UInt8>, keys: Keys) throws(Failure) {
        var scanner = JSONScanner(bytes: bytes)
        func failure() -> Failure {
            Failure(reason: scanner.failure?.reason ?? "unreadable", offset: scanner.failure?.offset ?? scanner.position)
        }
        guard scanner.expect(UInt8(ascii: "{")), let name = scanner.quotedString(), scanner.expect(UInt8(ascii: ":")) else { throw failure() }
        var pairs: [(key: String, value: String)] = []
        if scanner.peekPastSpace() == UInt8(ascii: "{") {
            scanner.position += 1
            if scanner.peekPastSpace() == UInt8(ascii: "}") {
                scanner.position += 1
            } else {
                while true {
                    guard let wanted = scanner.skimmedKey(among: keys), scanner.expect(UInt8(ascii: ":")) else { throw failure() }
                    if case .wanted(let key) = wanted, scanner.peekPastSpace() == UInt8(ascii: "\"") {
                        guard let value = scanner.string() else { throw failure() }
                        pairs.append((key, value))
                    } else {
                        guard scanner.skipValue(depth: 1) else { throw failure() }
                    }
                    if scanner.peekPastSpace() == UInt8(ascii: ",") {
                        scanner.position += 1
                        continue
                    }
                    guard scanner.expect(UInt8(ascii: "}")) else { throw failure() }
                    break
                }
            }
        } else {
            guard scanner.skipValue(depth: 1) else { throw failure() }
        }
        guard scanner.expect(UInt8(ascii: "}")) else { throw failure() }
        scanner.skipSpace()
        guard scanner.position == bytes.count else { throw Failure(reason: "more after the envelope", offset: scanner.position) }
        self.name = name
        self.pairs = pairs
    }
}
