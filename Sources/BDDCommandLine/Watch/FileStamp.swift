import OperatingSystem

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
        guard let status = FileStatus(path: path) else { return nil }
        seconds = status.modified.seconds
        nanoseconds = status.modified.nanoseconds
        size = status.size
    }
}
