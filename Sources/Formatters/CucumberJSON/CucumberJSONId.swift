/// The `id` Cucumber's JSON report gives features and scenarios: each name lower-cased, with whitespace,
/// apostrophes, underscores, commas and exclamation marks made hyphens, the parts joined by `;`.
enum CucumberJSONId {
    /// One name as an id part (`Aren't you, Bob?` becomes `aren-t-you--bob?`).
    static func part(_ name: String) -> String {
        // Most names are ASCII: their bytes are mapped in one pass, without a lower-cased copy of the name first.
        var ascii = true
        let bytes = [UInt8](unsafeUninitializedCapacity: name.utf8.count) { buffer, count in
            for byte in name.utf8 {
                guard byte < 0x80 else {
                    ascii = false
                    break
                }
                buffer[count] = mapped(byte)
                count += 1
            }
        }
        if ascii { return String(decoding: bytes, as: UTF8.self) }
        var part = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII { part.unicodeScalars.append(Unicode.Scalar(mapped(UInt8(scalar.value)))) } else { part.unicodeScalars.append(scalar) }
        }
        return part
    }

    private static func mapped(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
        case 0x09...0x0D, UInt8(ascii: " "), UInt8(ascii: "'"), UInt8(ascii: "_"), UInt8(ascii: ","), UInt8(ascii: "!"): UInt8(ascii: "-")
        default: byte
        }
    }
}
