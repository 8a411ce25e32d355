#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths: folders listed and made, files opened, renamed and removed, links read.
package enum FileSystem {
    /// Calls `body` with the name and kind of each entry of `folder` but `.` and `..`, in the order the system
    /// lists them; false when the folder cannot be read. A kind the file system leaves unknown is asked of `lstat`.
    ///
    /// `readdir` rather than Foundation's enumerator, which is far slower a file.
    @discardableResult
    package static func forEachEntry(in folder: String, _ body: (_ name: String, _ kind: FileKind) -> Void) -> Bool {
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let kind = FileKind(entryType: entry.pointee.d_type)
                ?? FileStatus(path: base + name, followingLinks: false)?.kind ?? .other
            body(name, kind)
        }
        return true
    }

    /// Where the link at `path` points, as written in it; nil when `path` is not a link.
    package static func destinationOfLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        // Read as bytes: `CChar` is signed on x86-64 and unsigned on ARM Linux.
        return buffer.withUnsafeBytes { String(decoding: $0.prefix(length), as: UTF8.self) }
    }

    /// Makes the folder `path` (its parent must exist).
    package static func makeFolder(_ path: String) throws(SystemError) {
        guard mkdir(path, 0o755) == 0 else { throw SystemError.last }
    }

    /// Opens `path` to write, closed on `exec`; with `creatingExclusively`, a new file that must not exist yet.
    package static func openForWriting(_ path: String, creatingExclusively: Bool) throws(SystemError) -> Int32 {
        let flags = O_WRONLY | O_CLOEXEC | (creatingExclusively ? O_CREAT | O_EXCL : 0)
        let descriptor = Glue.open(path, flags, 0o644)
        guard descriptor >= 0 else { throw SystemError.last }
        return descriptor
    }

    /// Opens the file at `path` only to hold it (never a link's target, never waiting for a FIFO's writer); nil
    /// when there is none.
    package static func openToHold(_ path: String) -> Int32? {
        let descriptor = Glue.open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Puts the file at `source` in the place of `destination`, in one step.
    package static func rename(_ source: String, to destination: String) throws(SystemError) {
        guard Glue.rename(source, destination) == 0 else { throw SystemError.last }
    }

    /// Removes the name `path`; the file goes once nothing holds it open.
    package static func remove(_ path: String) {
        _ = unlink(path)
    }
}
