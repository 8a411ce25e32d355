#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a message stream a line at a time, a block at a time, so a stream of any size costs one block of memory;
/// and reads back any line later by where it was.
///
/// A line's bytes are lent until the next call to `next()`: decode them or copy them before asking for another.
public final class MessageLineReader {
    /// One line of the stream, without its line feed.
    public struct Line {
        /// 1-based.
        public let number: Int
        /// Where the line starts in the stream, in bytes.
        public let offset: Int
        /// The line's bytes, valid until the next call to `next()`.
        public let bytes: UnsafeBufferPointer<UInt8>
        /// Whether a line feed ends it: only a stream's last line may lack one, and a writer that ends every line
        /// with one was cut short when it does.
        public let isTerminated: Bool

        /// Whether it holds only spaces, tabs and carriage returns: readers of streams skip such lines.
        public var isBlank: Bool {
            bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        }
    }

    /// The path the stream was opened from, as given.
    public let path: String
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes of the buffer not handed out yet: `start..<end`.
    private var start = 0
    private var end = 0
    /// Where `buffer[0]` sits in the stream.
    private var bufferOffset = 0
    private var lineNumber = 0
    private var reachedEnd = false

    /// Opens the file at `path`; throws what keeps it from being read, in plain words.
    public convenience init(path: String) throws(MessageFileError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw MessageFileError(path: path, errno: errno) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw MessageFileError(path: path, reason: "it is a folder")
        }
        self.init(descriptor: descriptor, path: path, ownsDescriptor: true)
    }

    /// Reads from an open descriptor (standard input, say), which stays open.
    public init(descriptor: Int32, path: String, ownsDescriptor: Bool = false, blockSize: Int = 1 << 20) {
        self.descriptor = descriptor
        self.path = path
        self.ownsDescriptor = ownsDescriptor
        capacity = max(blockSize, 16)
        buffer = .allocate(capacity: capacity)
    }

    /// Reads lines of a text already in memory (a stream piped in, or a test's), named `path` in errors.
    public convenience init(text: String, path: String) {
        let bytes = Array(text.utf8)
        self.init(descriptor: -1, path: path, blockSize: bytes.count)
        bytes.withUnsafeBufferPointer { if let base = $0.baseAddress { buffer.update(from: base, count: bytes.count) } }
        end = bytes.count
        reachedEnd = true
    }

    deinit {
        buffer.deallocate()
        if ownsDescriptor { close(descriptor) }
    }

    /// The next line, or nil after the last; a last line without a line feed is a line too.
    public func next() throws(MessageFileError) -> Line? {
        while true {
            if let feed = firstLineFeed() {
                defer { start = feed + 1 }
                return makeLine(from: start, to: feed, terminated: true)
            }
            if reachedEnd {
                guard start < end else { return nil }
                defer { start = end }
                return makeLine(from: start, to: end, terminated: false)
            }
            try refill()
        }
    }

    /// Gives back the block `next()` reads into, once the lines have all been read: `bytes(at:length:)` needs none.
    public func releaseBlock() {
        buffer.deallocate()
        capacity = 16
        buffer = .allocate(capacity: capacity)
        start = 0
        end = 0
        reachedEnd = true
    }

    /// Up to `length` bytes at `offset` (fewer at the end of the file), read again from the file: for a second pass
    /// over lines the first one found.
    public func bytes(at offset: Int, length: Int) throws(MessageFileError) -> [UInt8] {
        var failure: Int32?
        // Read into uninitialized room: zeroing it first cost as much as a fast decoder's pass over the bytes.
        let result = [UInt8](unsafeUninitializedCapacity: length) { room, initialized in
            var done = 0
            while done < length {
                let count = pread(descriptor, room.baseAddress! + done, length - done, off_t(offset + done))
                if count < 0, errno == EINTR { continue }
                guard count >= 0 else {
                    failure = errno
                    break
                }
                if count == 0 { break }
                done += count
            }
            initialized = done
        }
        if let failure { throw MessageFileError(path: path, errno: failure) }
        return result
    }

    private func makeLine(from lineStart: Int, to lineEnd: Int, terminated: Bool) -> Line {
        lineNumber += 1
        var last = lineEnd
        if last > lineStart, buffer[last - 1] == 0x0D { last -= 1 }
        return Line(number: lineNumber, offset: bufferOffset + lineStart, bytes: UnsafeBufferPointer(start: buffer + lineStart, count: last - lineStart), isTerminated: terminated)
    }

    private func firstLineFeed() -> Int? {
        guard start < end else { return nil }
        guard let found = memchr(buffer + start, 0x0A, end - start) else { return nil }
        return UnsafeMutablePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - buffer
    }

    /// Moves what is left of the buffer to its front (growing it for a line longer than a block) and reads more.
    private func refill() throws(MessageFileError) {
        let left = end - start
        if start > 0 {
            if left > 0 { (buffer).update(from: buffer + start, count: left) }
            bufferOffset += start
            start = 0
            end = left
        }
        if end == capacity {
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            grown.update(from: buffer, count: end)
            buffer.deallocate()
            buffer = grown
            capacity *= 2
        }
        while true {
            let count = read(descriptor, buffer + end, capacity - end)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw MessageFileError(path: path, errno: errno) }
            if count == 0 { reachedEnd = true } else { end += count }
            return
        }
    }
}
