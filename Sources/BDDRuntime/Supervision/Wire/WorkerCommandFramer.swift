/// Cuts the bytes of a worker's standard input into commands as they arrive: a line each, but a pickle, whose
/// header line gives the length of the binary bytes after it, handed on whole and still encoded.
struct WorkerCommandFramer {
    /// One command as cut from the input.
    enum Frame {
        case command(WorkerCommand)
        /// A pickle's bytes, for `WorkerCommand.decodePickle(_:header:)`.
        case pickle([UInt8], header: String)
        case malformed(WireError)
    }

    private var pending: [UInt8] = []
    private var start = 0
    /// The header and length of the pickle frame whose bytes are being waited for.
    private var pickle: (header: String, length: Int)?

    /// Adds bytes read from the input.
    mutating func append(_ bytes: ArraySlice<UInt8>) {
        if start > 0 {
            pending.removeFirst(start)
            start = 0
        }
        pending.append(contentsOf: bytes)
    }

    /// The next whole command; nil when its bytes have not all come yet.
    mutating func next() -> Frame? {
        if let (header, length) = pickle {
            guard pending.count - start >= length else { return nil }
            defer { start += length }
            pickle = nil
            return .pickle(Array(pending[start..<start + length]), header: header)
        }
        guard let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let lineStart = start
        start = newline + 1
        do throws(WireError) {
            let decoded = try pending.withUnsafeBufferPointer { bytes throws(WireError) in
                try WorkerCommand.decode(line: UnsafeBufferPointer(rebasing: bytes[lineStart..<newline]))
            }
            switch decoded {
            case .command(let command):
                return .command(command)
            case .pickleFrame(let length):
                pickle = (String(decoding: pending[lineStart..<newline], as: UTF8.self), length)
                return next()
            }
        } catch {
            return .malformed(error)
        }
    }

    /// At the input's end: what was cut short, if anything.
    func finish() -> WireError? {
        if let (header, length) = pickle {
            return WireError(line: header, problem: "the input ended after \(pending.count - start) of the pickle's \(length) bytes")
        }
        guard start < pending.count else { return nil }
        return WireError(line: String(decoding: pending[start...], as: UTF8.self), problem: "the input ended before the line did")
    }
}
