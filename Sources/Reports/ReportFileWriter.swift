import OperatingSystem

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
            let descriptor: Int32
            do throws(SystemError) {
                descriptor = try FileSystem.openForWriting(target, creatingExclusively: false)
            } catch {
                throw ReportWriteError(path: path, reason: error.reason)
            }
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
        let temporary = "\(folder)/.\(Self.fileName(of: target)).\(CurrentProcess.identifier).\(UInt32.random(in: .min ... .max)).tmp"
        let descriptor: Int32
        do throws(SystemError) {
            descriptor = try FileSystem.openForWriting(temporary, creatingExclusively: true)
        } catch {
            throw ReportWriteError(path: path, reason: error.reason)
        }
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
        switch FileStatus(path: path)?.kind {
        case .folder: .folder
        case .fifo, .characterDevice: .stream
        default: .file
        }
    }

    /// Where `path` leads once every symbolic link on its last component is followed (a dangling link leads to
    /// the file it names, which the report then creates).
    public static func followingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<32 {
            guard FileStatus(path: current, followingLinks: false)?.kind == .link,
                  let destination = FileSystem.destinationOfLink(current) else { return current }
            current = destination.hasPrefix("/") ? destination : folder(of: current) + "/" + destination
        }
        return current
    }

    /// Creates `folder` and its missing parents, like `mkdir -p`; an error names the folder as `path` spells it.
    private func makeFolder(_ folder: String, from directory: String?, for path: String) throws(ReportWriteError) {
        var current = folder.hasPrefix("/") ? "/" : ""
        for component in folder.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + component
            do throws(SystemError) {
                try FileSystem.makeFolder(Self.resolve(current, from: directory))
            } catch where error.isAlreadyThere {
                continue
            } catch {
                throw ReportWriteError(path: path, reason: "cannot create folder '\(current)': \(error.reason)")
            }
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
}
