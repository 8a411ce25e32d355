/// Reads fuzz bytes front to back; past the end every byte is 0.
struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func next() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }

    mutating func bytes(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, position + count)
        defer { position = max(position, end) }
        return position < end ? Array(bytes[position..<end]) : []
    }

    /// Text of a length read first (two bytes when `long`); a length with its top bit set brings characters of
    /// several UTF-16 units and a combining mark, so positions split surrogate pairs and clusters.
    mutating func text(long: Bool) -> String {
        let length = long ? Int(next()) << 8 | Int(next()) : Int(next())
        let special = length & (long ? 0x8000 : 0x80) != 0
        return String(decoding: bytes(length & (long ? 0x7FFF : 0x7F)), as: UTF8.self) + (special ? "😀e\u{301}\r\n" : "")
    }
}
