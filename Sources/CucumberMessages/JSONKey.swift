/// An object's key as its bytes in the line, compared with the names a reader knows without making a string.
struct JSONKey {
    let bytes: UnsafeBufferPointer<UInt8>

    static func == (key: JSONKey, name: StaticString) -> Bool {
        guard key.bytes.count == name.utf8CodeUnitCount else { return false }
        for index in 0..<key.bytes.count where key.bytes[index] != name.utf8Start[index] { return false }
        return true
    }
}
