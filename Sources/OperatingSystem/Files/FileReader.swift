#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a regular file's bytes whole (a feature file, a saved stream), or says in plain words why it cannot.
///
/// It looks at the file's type before opening it: opening a FIFO would wait for a writer, forever.
package enum FileReader {
    /// Why a file could not be read, e.g. `permission denied` or `it is a FIFO, not a regular file`.
    package struct Failure: Error, Equatable {
        package let reason: String

        /// A failure for `reason`.
        package init(reason: String) {
            self.reason = reason
        }
    }

    /// The file's bytes.
    package static func bytes(atPath path: String) throws(Failure) -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else {
            var link = stat()
            if errno == ENOENT, lstat(path, &link) == 0 { throw Failure(reason: "it is a link to a missing file") }
            throw lastError()
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw Failure(reason: "\(kind(of: status.st_mode)), not a regular file") }
        // Non-blocking, in case a FIFO took the file's place since it was looked at.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw lastError() }
        defer { FileDescriptor.close(descriptor) }
        // Read straight into an array of the size the file says it has, one byte over so a read of nothing proves
        // the end: a fixed buffer zeroed for every file, then copied from, cost more than reading the file.
        let expected = max(0, Int(status.st_size))
        var failure: Failure?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let got = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
                if got > 0 {
                    count += got
                } else if got == 0 {
                    return
                } else if errno != EINTR {
                    failure = lastError()
                    return
                }
            }
        }
        if let failure { throw failure }
        if bytes.count <= expected { return bytes }
        // More than its size said: a file growing as it is read, or one of those (as in /proc) that give no size.
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count > 0 {
                bytes += chunk[..<count]
            } else if errno != EINTR {
                throw lastError()
            }
        }
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "it is a folder"
        case S_IFIFO: "it is a FIFO"
        case S_IFSOCK: "it is a socket"
        case S_IFCHR, S_IFBLK: "it is a device"
        default: "it is a special file"
        }
    }

    /// The system's wording of `errno`, starting in lower case to follow a colon (`permission denied`).
    private static func lastError() -> Failure {
        Failure(reason: SystemError.last.lowercasedReason)
    }
}
