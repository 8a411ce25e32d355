/// Random UUID ids, unique across processes: for streams that are merged later (parallel or sharded runs).
///
/// Ids are version-4 UUIDs in lowercase, drawn from a generator seeded once from the system's randomness:
/// Foundation's `UUID().uuidString.lowercased()` costs a system call, `snprintf` and two strings per id.
public struct UUIDIdGenerator: IdGenerator, Sendable {
    private var state: UInt64

    /// Creates the generator, seeded from the system's random source.
    public init() {
        var system = SystemRandomNumberGenerator()
        state = system.next()
    }

    /// A fresh `xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx` id (122 random bits).
    public mutating func newId() -> String {
        // The version nibble (4) and the variant bits (10) are set as RFC 9562 requires.
        let high = next() & 0xFFFF_FFFF_FFFF_0FFF | 0x0000_0000_0000_4000
        let low = next() & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000
        return String(unsafeUninitializedCapacity: 36) { buffer in
            var position = 0
            func put(_ value: UInt64, nibbles: Int) {
                for shift in stride(from: (nibbles - 1) * 4, through: 0, by: -4) {
                    buffer[position] = Self.hexDigits[Int(value >> UInt64(shift) & 0xF)]
                    position += 1
                }
            }
            func dash() {
                buffer[position] = UInt8(ascii: "-")
                position += 1
            }
            put(high >> 32, nibbles: 8)
            dash()
            put(high >> 16, nibbles: 4)
            dash()
            put(high, nibbles: 4)
            dash()
            put(low >> 48, nibbles: 4)
            dash()
            put(low, nibbles: 12)
            return position
        }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    // SplitMix64: every 64-bit state gives a different output, and it is far cheaper than a system call per id.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
