#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// When a file last changed and how long it is: what the watch compares between two looks at it. One `stat`, no
/// read of the file, so looking at a thousand files costs a thousand system calls.
struct FileStamp: Equatable, Sendable {
    let seconds: Int
    let nanoseconds: Int
    let size: Int64

    init(seconds: Int, nanoseconds: Int, size: Int64) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.size = size
    }

    /// The stamp of the file at `path` (through links), or nil when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
        size = Int64(info.st_size)
    }
}
