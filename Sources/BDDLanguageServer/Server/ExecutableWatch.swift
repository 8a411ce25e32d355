import Foundation

/// Notices that the executable the server runs from was rebuilt: its steps are compiled in, so the server must be
/// restarted to know the new ones. A `stat` of one file, made as messages arrive.
struct ExecutableWatch {
    private let path: String
    private let startedAt: Date?

    /// Watches the file at `path`, as it is now.
    init(path: String) {
        self.path = path
        startedAt = Self.modificationDate(of: path)
    }

    /// Watches the running executable.
    static func current() -> ExecutableWatch? {
        (Bundle.main.executablePath ?? CommandLine.arguments.first).map(ExecutableWatch.init(path:))
    }

    /// Whether the file was replaced or rewritten since the watch began.
    var isRebuilt: Bool {
        guard let startedAt else { return false }
        guard let now = Self.modificationDate(of: path) else { return false }
        return now != startedAt
    }

    private static func modificationDate(of path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
