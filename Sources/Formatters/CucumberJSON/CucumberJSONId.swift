/// The `id` Cucumber's JSON report gives features and scenarios: each name lower-cased, with whitespace,
/// apostrophes, underscores, commas and exclamation marks made hyphens, the parts joined by `;`.
enum CucumberJSONId {
    /// One name as an id part (`Aren't you, Bob?` becomes `aren-t-you--bob?`).
    static func part(_ name: String) -> String {
        var bytes: [UInt8] = []
        append(name, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends one name as an id part, as UTF-8: a report writes a scenario's id for every test case.
    static func append(_ name: String, to bytes: inout [UInt8]) {
        // Most names are ASCII: their bytes are mapped in one pass, without a lower-cased copy of the name first.
        let start = bytes.count
        bytes.append(contentsOf: name.utf8)
        for position in start..<bytes.count {
            guard bytes[position] < 0x80 else {
                bytes.removeSubrange(start...)
                return appendLowercased(name, to: &bytes)
            }
            bytes[position] = mapped(bytes[position])
        }
    }

    private static func appendLowercased(_ name: String, to bytes: inout [UInt8]) {
        var part = ""
        for scalar in name.lowercased().unicodeScalars {
            if scalar.isASCII { part.unicodeScalars.append(Unicode.Scalar(mapped(UInt8(scalar.value)))) } else { part.unicodeScalars.append(scalar) }
        }
        bytes.append(contentsOf: part.utf8)
    }

    private static func mapped(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte + 32
        case 0x09...0x0D, UInt8(ascii: " "), UInt8(ascii: "'"), UInt8(ascii: "_"), UInt8(ascii: ","), UInt8(ascii: "!"): UInt8(ascii: "-")
        default: byte
        }
    }
}
