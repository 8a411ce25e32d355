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
        // Each 64-bit draw is read as a fraction in [0, 1): multiplying it by 62 gives a digit in its high word and
        // the rest of the fraction in its low word. The first draw gives 8 digits, the second 7 (89 bits in all).
        // A multiplication a digit, where dividing by 62 and indexing an array cost three quarters of each id.
        var high = next()
        var low = next()
        return String(unsafeUninitializedCapacity: 15) { buffer in
            let digits = Self.digits.utf8Start
            for position in 0..<8 {
                let (digit, rest) = high.multipliedFullWidth(by: 62)
                buffer[position] = digits[Int(digit)]
                high = rest
            }
            for position in 8..<15 {
                let (digit, rest) = low.multipliedFullWidth(by: 62)
                buffer[position] = digits[Int(digit)]
                low = rest
            }
            return 15
        }
    }

    private static let digits: StaticString = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

    // SplitMix64: every 64-bit state gives a different output, and it is far cheaper than a system call per id.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
