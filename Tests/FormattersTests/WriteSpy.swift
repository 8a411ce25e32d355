/// Records every chunk a formatter writes.
final class WriteSpy {
    private(set) var chunks: [String] = []

    var text: String { chunks.joined() }

    func write(_ chunk: String) {
        chunks.append(chunk)
    }
}
