import BDDRuntime

/// The feature files a path names, found as `bdd` finds them (`FeatureLocator`), so `swift test` and `bdd` run
/// the same scenarios of the same folder.
enum FeatureFiles {
    /// A feature file: its `uri` in messages (relative to the package root when inside it) and its absolute `path`.
    struct File: Sendable, Hashable {
        let uri: String
        let path: String
    }

    /// Every `.feature` and `.feature.md` file below `path` in sorted order (hidden folders left out), or `path`
    /// itself when it is a file; a relative `path` starts from `root`.
    static func find(_ path: String, root: String) throws(SpecificationError) -> [File] {
        do {
            let located = try FeatureLocator(currentDirectory: root).locate([FeatureOperand(path: path)])
            return located.map { File(uri: $0.uri, path: $0.absolutePath) }
        } catch {
            throw SpecificationError(error.description)
        }
    }
}
