#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a report file so that it is always either the previous report or the complete new one:
/// the text goes to a temporary file beside it, which is then renamed into place.
///
/// What sits at the path is respected: through a symbolic link the link's target is replaced (the link stays),
/// and a FIFO or a device (`/dev/stdout`, a named pipe) is written to as it is, never replaced.
public struct ReportFileWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// Writes `text` to `path`, creating its folder when missing.
    ///
    /// A relative `path` starts from `directory` (the process's own folder when nil); errors quote `path` as given,
    /// so a message repeats the user's words.
    public func write(_ text: String, to path: String, from directory: String? = nil) throws(ReportWriteError) {
        let sink = try open(path, from: directory)
        sink.write(text)
        try sink.commit()
    }

    /// Opens a report for writing bit by bit: into a temporary file beside it, which `commit()` renames into place
    /// (or straight into a FIFO or device); throws when the path cannot be written.
    public func open(_ path: String, from directory: String? = nil) throws(ReportWriteError) -> ReportFileSink {
        guard !path.isEmpty, !path.hasSuffix("/") else { throw ReportWriteError(path: path, reason: "it names a folder, not a file") }
        let target = Self.followingLinks(Self.resolve(path, from: directory))
        switch Self.kind(of: target) {
        case .folder:
            throw ReportWriteError(path: path, reason: "it names a folder, not a file")
        case .stream:
            let descriptor = Glue.open(target, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw ReportWriteError(path: path, reason: Self.lastErrorReason()) }
            return ReportFileSink(path: path, descriptor: descriptor, temporary: nil, target: target)
        case .file:
            break
        }
        let folder = Self.folder(of: target)
        if target == Self.resolve(path, from: directory) {
            // Errors name folders as the user spelt them.
            try makeFolder(Self.folder(of: path), from: directory, for: path)
        } else {
            try makeFolder(folder, from: nil, for: path)
        }
        let temporary = "\(folder)/.\(Self.fileName(of: target)).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
        let descriptor = Glue.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw ReportWriteError(path: path, reason: Self.lastErrorReason()) }
        return ReportFileSink(path: path, descriptor: descriptor, temporary: temporary, target: target)
    }

    /// Whether `path` is a FIFO or a device, written to in place rather than replaced.
    public func isStream(_ path: String, from directory: String? = nil) -> Bool {
        Self.kind(of: Self.followingLinks(Self.resolve(path, from: directory))) == .stream
    }

    private enum Kind {
        case file, folder, stream
    }

    private static func kind(of path: String) -> Kind {
        var status = stat()
        guard stat(path, &status) == 0 else { return .file }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFIFO, S_IFCHR: return .stream
        default: return .file
        }
    }

    /// Where `path` leads once every symbolic link on its last component is followed (a dangling link leads to
    /// the file it names, which the report then creates).
    public static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            // Read as bytes: `CChar` is signed on x86-64 and unsigned on ARM Linux.
            let destination = buffer.withUnsafeBytes { String(decoding: $0.prefix(length), as: UTF8.self) }
            current = destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
        }
        return current
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

    static func lastErrorReason() -> String {
        String(cString: strerror(errno))
    }
}

/// The C `open`, out of reach of `ReportFileWriter.open`'s name.
enum Glue {
    static func open(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
        #if canImport(Darwin)
        Darwin.open(path, flags, mode)
        #elseif canImport(Musl)
        Musl.open(path, flags, mode)
        #else
        Glibc.open(path, flags, mode)
        #endif
    }
}
