/// Records every chunk a formatter writes.
final class WriteSpy {
    private(set) var chunks: [String] = []

    var text: String { chunks.joined() }

    func write(_ chunk: String) {
        chunks.append(chunk)
    }

    func writeBytes(_ chunk: UnsafeBufferPointer<UInt8>) {
        chunks.append(String(decoding: chunk, as: UTF8.self))
    }
}
