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
}

/// The C calls whose names our own types also use.
enum Glue {
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
