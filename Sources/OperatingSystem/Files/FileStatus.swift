#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` says of a file: its kind, size and last change.
package struct FileStatus: Sendable, Equatable {
    /// What the path names.
    package let kind: FileKind
    /// Its size in bytes.
    package let size: Int64
    /// When its content last changed: seconds since 1970, and the nanoseconds after them.
    package let modified: (seconds: Int, nanoseconds: Int)

    /// The file at `path`, or with `followingLinks` false the link itself; nil, with `SystemError.last` saying
    /// why, when there is none.
    package init?(path: String, followingLinks: Bool = true) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        self.init(info)
    }

    /// The file open at `descriptor`; nil when it is not open.
    package init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    private init(_ info: stat) {
        kind = FileKind(mode: info.st_mode)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #else
        modified = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #endif
    }

    package static func == (lhs: FileStatus, rhs: FileStatus) -> Bool {
        lhs.kind == rhs.kind && lhs.size == rhs.size && lhs.modified == rhs.modified
    }
}
