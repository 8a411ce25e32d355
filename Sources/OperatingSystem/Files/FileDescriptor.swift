#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and whole writes on a file descriptor, retried across interruptions and short writes: what the worker's
/// events, the console, the editor's transport and the report files all need.
package enum FileDescriptor {
    /// The process's standard input.
    package static let standardInput: Int32 = STDIN_FILENO
    /// The process's standard output.
    package static let standardOutput: Int32 = STDOUT_FILENO
    /// The process's standard error.
    package static let standardError: Int32 = STDERR_FILENO

    /// Writes every byte; false when the descriptor refuses (its reader is gone, the disk is full), with
    /// `SystemError.last` saying why.
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        bytes.withUnsafeBytes { writeAll($0, to: fd) }
    }

    /// Writes every byte of `bytes`, as `writeAll(_:to:)` does.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = Glue.write(fd, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Reads what `fd` has, up to `buffer`'s size, waiting for it: the count read, 0 at the end.
    package static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
        while true {
            let count = Glue.read(fd, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            let error = SystemError.last
            if !error.isInterruption { throw error }
        }
    }

    /// Closes `fd`; what the system says of a close is of no use to any caller.
    package static func close(_ fd: Int32) {
        _ = Glue.close(fd)
    }

    /// A new pipe whose two ends are closed on `exec`, so no process started meanwhile inherits them; with
    /// `nonBlocking`, reading an empty one or writing a full one fails rather than waits.
    package static func makePipe(nonBlocking: Bool = false) throws(SystemError) -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw SystemError.last }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            if nonBlocking { _ = fcntl(fd, F_SETFL, O_NONBLOCK) }
        }
        return (fds[0], fds[1])
    }

    /// A new descriptor for what `fd` is, numbered `at` or above and closed on `exec`.
    package static func duplicate(_ fd: Int32, atLeast at: Int32 = 0) throws(SystemError) -> Int32 {
        let copy = fcntl(fd, F_DUPFD_CLOEXEC, at)
        guard copy >= 0 else { throw SystemError.last }
        return copy
    }

    /// Makes `target` a second name for what `fd` is, closing what `target` was.
    package static func replace(_ target: Int32, with fd: Int32) throws(SystemError) {
        guard dup2(fd, target) >= 0 else { throw SystemError.last }
    }

    /// Whether `fd` has bytes to read now (or its end), without waiting.
    package static func hasInput(_ fd: Int32) -> Bool {
        var probe = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&probe, 1, 0) > 0
    }

    /// Whether `fd` is a terminal, where colours and a redrawn line make sense.
    package static func isTerminal(_ fd: Int32) -> Bool {
        isatty(fd) == 1
    }

    /// Waits until the file's data is on disk (its metadata only as far as reading the data back needs).
    package static func syncData(_ fd: Int32) throws(SystemError) {
        #if canImport(Darwin)
        // The macOS SDK does not declare `fdatasync`; `fsync` there waits for the same data (and the metadata).
        guard fsync(fd) == 0 else { throw SystemError.last }
        #else
        guard fdatasync(fd) == 0 else { throw SystemError.last }
        #endif
    }

    /// Waits until the file's data and metadata are on disk.
    package static func sync(_ fd: Int32) throws(SystemError) {
        guard fsync(fd) == 0 else { throw SystemError.last }
    }

    /// Asks the system to start writing the file's changed pages to disk without waiting for them: Linux's
    /// `sync_file_range`, which Glibc's Swift module does not export and is found at run time; elsewhere nothing,
    /// and the final `syncData` waits for all of it.
    package static func startWriteback(_ fd: Int32) {
        #if os(Linux)
        guard let syncFileRange = Glue.syncFileRange else { return }
        _ = syncFileRange(fd, 0, 0, 2 /* SYNC_FILE_RANGE_WRITE */)
        #endif
    }
}

/// The C calls whose names our own types also use, and those found at run time.
enum Glue {
    #if os(Linux)
    typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
    /// Linux's `sync_file_range`, as the process's C library defines it.
    static let syncFileRange: SyncFileRange? = DynamicSymbol.address(named: "sync_file_range").map { unsafeBitCast($0, to: SyncFileRange.self) }
    #endif

    static func write(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(fd, bytes, count)
        #elseif canImport(Musl)
        Musl.write(fd, bytes, count)
        #else
        Glibc.write(fd, bytes, count)
        #endif
    }

    static func read(_ fd: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.read(fd, bytes, count)
        #elseif canImport(Musl)
        Musl.read(fd, bytes, count)
        #else
        Glibc.read(fd, bytes, count)
        #endif
    }

    static func close(_ fd: Int32) -> Int32 {
        #if canImport(Darwin)
        Darwin.close(fd)
        #elseif canImport(Musl)
        Musl.close(fd)
        #else
        Glibc.close(fd)
        #endif
    }

    static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        #if canImport(Darwin)
        Darwin.open(path, flags, mode)
        #elseif canImport(Musl)
        Musl.open(path, flags, mode)
        #else
        Glibc.open(path, flags, mode)
        #endif
    }

    static func rename(_ source: String, _ destination: String) -> Int32 {
        #if canImport(Darwin)
        Darwin.rename(source, destination)
        #elseif canImport(Musl)
        Musl.rename(source, destination)
        #else
        Glibc.rename(source, destination)
        #endif
    }

    static func kill(_ pid: pid_t, _ signal: Int32) -> Int32 {
        #if canImport(Darwin)
        Darwin.kill(pid, signal)
        #elseif canImport(Musl)
        Musl.kill(pid, signal)
        #else
        Glibc.kill(pid, signal)
        #endif
    }

    static func signal(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> (@convention(c) (Int32) -> Void)? {
        #if canImport(Darwin)
        Darwin.signal(number, handler)
        #elseif canImport(Musl)
        Musl.signal(number, handler)
        #else
        Glibc.signal(number, handler)
        #endif
    }
}
