import Foundation

/// The feature files a path names, as a run would find them.
enum FeatureFiles {
    /// A feature file: its `uri` in messages (relative to the package root when inside it) and its absolute `path`.
    struct File: Sendable, Hashable {
        let uri: String
        let path: String
    }

    /// Every `.feature` and `.feature.md` file below `path` in sorted order, or `path` itself when it is a file.
    static func find(_ path: String, root: String) throws -> [File] {
        let absolute = path.hasPrefix("/") ? path : root + "/" + path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else {
            throw SpecificationError("No feature file or folder at \(absolute)")
        }
        guard isFolder.boolValue else { return [file(absolute, root: root)] }
        let names = (FileManager.default.enumerator(atPath: absolute)?.allObjects as? [String]) ?? []
        return names
            .filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }
            .sorted()
            .map { file(absolute + "/" + $0, root: root) }
    }

    private static func file(_ path: String, root: String) -> File {
        let standard = (path as NSString).standardizingPath
        let base = root.hasSuffix("/") ? root : root + "/"
        let uri = standard.hasPrefix(base) ? String(standard.dropFirst(base.count)) : standard
        return File(uri: uri, path: standard)
    }
}
