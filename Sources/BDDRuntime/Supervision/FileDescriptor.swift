#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole writes to a file descriptor, retried across interruptions and short writes: what the worker's events,
/// the console and the report files all need.
public enum FileDescriptor {
    /// Writes every byte; false when the descriptor refuses (its reader is gone, the disk is full), with `errno`
    /// saying why.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        bytes.withUnsafeBytes { writeAll($0, to: fd) }
    }

    /// Writes every byte of `bytes`, as `writeAll(_:to:)` does.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Bool {
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

    /// Waits until the file's data is on disk (its metadata only as far as reading the data back needs); false,
    /// with `errno` saying why, when the system refuses.
    public static func syncData(_ fd: Int32) -> Bool {
        #if canImport(Darwin)
        // The macOS SDK does not declare `fdatasync`; `fsync` there waits for the same data (and the metadata).
        fsync(fd) == 0
        #else
        fdatasync(fd) == 0
        #endif
    }

    /// Asks the system to start writing the file's changed pages to disk without waiting for them: Linux's
    /// `sync_file_range`, which Glibc's Swift module does not export and is found at run time; elsewhere nothing,
    /// and the final `syncData` waits for all of it.
    public static func startWriteback(_ fd: Int32) {
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
    static let syncFileRange: SyncFileRange? = {
        // A null handle is glibc's RTLD_DEFAULT: the symbol as the process's libraries define it.
        guard let symbol = dlsym(nil, "sync_file_range") else { return nil }
        return unsafeBitCast(symbol, to: SyncFileRange.self)
    }()
    #endif

    static func write(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(fd, bytes, count)
        #else
        Glibc.write(fd, bytes, count)
        #endif
    }

    static func read(_ fd: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.read(fd, bytes, count)
        #else
        Glibc.read(fd, bytes, count)
        #endif
    }

    static func kill(_ pid: pid_t, _ signal: Int32) -> Int32 {
        #if canImport(Darwin)
        Darwin.kill(pid, signal)
        #else
        Glibc.kill(pid, signal)
        #endif
    }

    static func signal(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) -> (@convention(c) (Int32) -> Void)? {
        #if canImport(Darwin)
        Darwin.signal(number, handler)
        #else
        Glibc.signal(number, handler)
        #endif
    }
}
