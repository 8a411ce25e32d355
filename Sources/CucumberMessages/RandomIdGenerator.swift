/// Random ids, unique across processes: for streams that are merged later (parallel workers, sharded runs).
///
/// Each id is 15 characters of `[0-9A-Za-z]` (89 random bits, as unlikely to collide in a run as a UUID's 122),
/// because Swift keeps a string of up to 15 UTF-8 bytes inside the `String` value itself: a run makes an id for
/// every node, pickle, step and event, and UUID-length ids cost a heap allocation each and slower hashing.
/// Drawn from SplitMix64 seeded once from the system's randomness, not a system call per id.
public struct RandomIdGenerator: IdGenerator, Sendable {
    private var state: UInt64

    /// Creates the generator, seeded from the system's random source.
    public init() {
        var system = SystemRandomNumberGenerator()
        state = system.next()
    }

    /// A fresh 15-character id.
    public mutating func newId() -> String {
        // Two 64-bit draws give 15 base-62 digits: 8 from the first (62^8 < 2^48) and 7 from the second.
        var high = next() >> 16
        var low = next() >> 22
        return String(unsafeUninitializedCapacity: 15) { buffer in
            for position in 0..<8 {
                buffer[position] = Self.digits[Int(high % 62)]
                high /= 62
            }
            for position in 8..<15 {
                buffer[position] = Self.digits[Int(low % 62)]
                low /= 62
            }
            return 15
        }
    }

    private static let digits: [UInt8] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

    // SplitMix64: every 64-bit state gives a different output, and it is far cheaper than a system call per id.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
