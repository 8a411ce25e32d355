import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
public struct TemporaryFolder: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Creates a uniquely named, empty folder.
    ///
    /// Its path has no symbolic link in it, so it is the path a process started in it finds as its own folder
    /// (macOS's temporary folder is under `/var`, a link to `/private/var`).
    public init() {
        let made = FileManager.default.temporaryDirectory.appendingPathComponent("bdd-tests-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: true)
        path = realpath(made, nil).map { resolved in
            defer { free(resolved) }
            return String(cString: resolved)
        } ?? made
    }

    /// The absolute path of `relativePath` inside the folder.
    public func file(_ relativePath: String) -> String {
        path + "/" + relativePath
    }

    /// The UTF-8 text of `relativePath`, or nil when there is no such file.
    public func contents(of relativePath: String) -> String? {
        FileManager.default.contents(atPath: file(relativePath)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The sorted names in the folder, or in `relativePath` inside it.
    public func entries(in relativePath: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: relativePath.isEmpty ? path : file(relativePath))) ?? []).sorted()
    }

    /// Deletes the folder and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
