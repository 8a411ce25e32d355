import Foundation
import OperatingSystem

/// Turns `PATH[:LINE]` operands into feature files: folders searched recursively for `*.feature` and
/// `*.feature.md` (Markdown with Gherkin), in sorted order.
///
/// `bdd` and the test bridge (`swift test`) both find their files here, so they run the same scenarios.
public struct FeatureLocator: Sendable {
    /// The folder relative paths start from; uris in reports are relative to it.
    public let currentDirectory: String

    /// A locator for paths relative to `currentDirectory`.
    public init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    /// The files to run, each once, in operand order; throws naming a path that does not exist.
    public func locate(_ operands: [FeatureOperand]) throws(FeatureLocationError) -> [LocatedFeature] {
        var located: [LocatedFeature] = []
        let base = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
        // Worked out once: through `URL`, for every file, it cost more than finding the files.
        let prefix = base.hasSuffix("/") ? base : base + "/"
        // Where each file is in `located`: a search of the list for each file would be quadratic.
        var positions: [String: Int] = [:]
        for operand in operands {
            let absolutePath = absolute(operand.path)
            var isFolder: ObjCBool = false
            // A link to a missing file is located all the same, so the run reports it as unreadable.
            guard FileManager.default.fileExists(atPath: absolutePath, isDirectory: &isFolder) || isLink(absolutePath) else {
                throw .noSuchPath(operand.path)
            }
            let lines = operand.lines.isEmpty ? nil : Set(operand.lines)
            if isFolder.boolValue {
                guard lines == nil else { throw .linesInFolder(operand.path) }
                for file in featureFiles(in: absolutePath) { add(file, lines: nil, uriPrefix: prefix, to: &located, positions: &positions) }
            } else {
                add(absolutePath, lines: lines, uriPrefix: prefix, to: &located, positions: &positions)
            }
        }
        return located
    }

    private func add(_ absolutePath: String, lines: Set<Int>?, uriPrefix: String, to located: inout [LocatedFeature], positions: inout [String: Int]) {
        guard let index = positions[absolutePath] else {
            positions[absolutePath] = located.count
            located.append(LocatedFeature(absolutePath: absolutePath, uri: uri(of: absolutePath, prefix: uriPrefix), lines: lines))
            return
        }
        // A file named once without lines runs whole.
        if let known = located[index].lines, let lines {
            located[index].lines = known.union(lines)
        } else {
            located[index].lines = nil
        }
    }

    /// Every `*.feature` and `*.feature.md` under `folder`, sorted by their paths relative to it. Hidden entries
    /// (names starting with a dot) are left out with whatever they hold; linked folders are not entered; a link
    /// named like a feature file counts, even a dangling one, so the run reports it as unreadable.
    ///
    /// Read with `readdir`: Foundation's enumerator is far slower a file, and a large suite's start waits for it
    /// before any worker can begin.
    private func featureFiles(in folder: String) -> [String] {
        Self.files(in: folder, matching: Self.isFeatureFile)
    }

    /// Whether a file of this name (or path, or uri) holds Gherkin: `*.feature`, or `*.feature.md` for Markdown.
    public static func isFeatureFile(_ name: String) -> Bool {
        name.hasSuffix(".feature") || name.hasSuffix(".feature.md")
    }

    /// Every file under `folder` whose name `matches`, sorted by path, found as feature files are (`--watch` looks
    /// for Swift sources this way too).
    public static func files(in folder: String, matching matches: (String) -> Bool) -> [String] {
        var files: [String] = []
        collectFiles(in: folder, relative: "", matching: matches, into: &files)
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return files.sorted().map { base + $0 }
    }

    private static func collectFiles(in folder: String, relative: String, matching matches: (String) -> Bool, into files: inout [String]) {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        FileSystem.forEachEntry(in: folder) { name, kind in
            guard !name.hasPrefix(".") else { return }
            let path = base + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            if kind == .folder {
                collectFiles(in: path, relative: relativePath, matching: matches, into: &files)
                return
            }
            guard matches(name) else { return }
            // Anything else named like a feature file counts (a FIFO, a device: the run reports it as unreadable),
            // but a link to a folder.
            if kind == .link, FileStatus(path: path)?.kind == .folder { return }
            files.append(relativePath)
        }
    }

    private func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    private func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : (currentDirectory as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }

    /// `absolutePath` relative to the current directory (whose path with a final slash is `prefix`), or as it is
    /// when it lies outside.
    private func uri(of absolutePath: String, prefix: String) -> String {
        absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : absolutePath
    }
}
