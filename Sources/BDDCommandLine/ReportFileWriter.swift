#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a report file so that it is always either the previous report or the complete new one:
/// the text goes to a temporary file beside it, which is then renamed into place.
public struct ReportFileWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// Writes `text` to `path`, creating its folder when missing.
    ///
    /// A relative `path` starts from `directory` (the process's own folder when nil); errors quote `path` as given,
    /// so a message repeats the user's words.
    public func write(_ text: String, to path: String, from directory: String? = nil) throws(ReportWriteError) {
        guard !path.isEmpty, !path.hasSuffix("/") else { throw ReportWriteError(path: path, reason: "it names a folder, not a file") }
        let folder = Self.folder(of: path)
        try makeFolder(folder, from: directory, for: path)
        let temporary = "\(Self.resolve(folder, from: directory))/.\(Self.fileName(of: path)).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
        do {
            try writeFile(text, at: temporary)
        } catch {
            unlink(temporary)
            throw ReportWriteError(path: path, reason: error.reason)
        }
        guard rename(temporary, Self.resolve(path, from: directory)) == 0 else {
            let reason = Self.lastErrorReason()
            unlink(temporary)
            throw ReportWriteError(path: path, reason: reason)
        }
    }

    private struct SystemError: Error {
        let reason: String
    }

    private func writeFile(_ text: String, at path: String) throws(SystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw SystemError(reason: Self.lastErrorReason()) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glue.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw SystemError(reason: Self.lastErrorReason())
            }
            offset += written
        }
        guard fsync(descriptor) == 0 else { throw SystemError(reason: Self.lastErrorReason()) }
    }

    /// Creates `folder` and its missing parents, like `mkdir -p`; an error names the folder as `path` spells it.
    private func makeFolder(_ folder: String, from directory: String?, for path: String) throws(ReportWriteError) {
        var current = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + component
            if mkdir(Self.resolve(current, from: directory), 0o755) == 0 || errno == EEXIST { continue }
            throw ReportWriteError(path: path, reason: "cannot create folder '\(current)': \(Self.lastErrorReason())")
        }
    }

    /// `path` itself when it is absolute or there is no directory to start from, otherwise `path` inside `directory`.
    static func resolve(_ path: String, from directory: String?) -> String {
        guard let directory, !directory.isEmpty, !path.hasPrefix("/") else { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func fileName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    private static func lastErrorReason() -> String {
        String(cString: strerror(errno))
    }
}

/// The C `write`, out of reach of `ReportFileWriter.write`'s name.
private enum Glue {
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(descriptor, bytes, count)
        #elseif canImport(Musl)
        Musl.write(descriptor, bytes, count)
        #else
        Glibc.write(descriptor, bytes, count)
        #endif
    }
}
