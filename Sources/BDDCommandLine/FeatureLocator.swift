import Foundation

/// Turns `PATH[:LINE]` operands into feature files: folders searched recursively for `*.feature` and
/// `*.feature.md` (Markdown with Gherkin), in sorted order.
struct FeatureLocator {
    /// The folder relative paths start from; uris in reports are relative to it.
    let currentDirectory: String

    /// The files to run, each once, in operand order; throws naming a path that does not exist.
    func locate(_ operands: [FeatureOperand]) throws(RunCommandError) -> [LocatedFeature] {
        var located: [LocatedFeature] = []
        // Where each file is in `located`: a search of the list for each file would be quadratic.
        var positions: [String: Int] = [:]
        for operand in operands {
            let absolutePath = absolute(operand.path)
            var isFolder: ObjCBool = false
            // A link to a missing file is located all the same, so the run reports it as unreadable.
            guard FileManager.default.fileExists(atPath: absolutePath, isDirectory: &isFolder) || isLink(absolutePath) else {
                throw RunCommandError("No such file or directory: '\(operand.path)'")
            }
            let lines = operand.lines.isEmpty ? nil : Set(operand.lines)
            if isFolder.boolValue {
                guard lines == nil else { throw RunCommandError("'\(operand.path)' is a folder: a line can only be selected in a file") }
                for file in featureFiles(in: absolutePath) { add(file, lines: nil, to: &located, positions: &positions) }
            } else {
                add(absolutePath, lines: lines, to: &located, positions: &positions)
            }
        }
        return located
    }

    private func add(_ absolutePath: String, lines: Set<Int>?, to located: inout [LocatedFeature], positions: inout [String: Int]) {
        guard let index = positions[absolutePath] else {
            positions[absolutePath] = located.count
            located.append(LocatedFeature(absolutePath: absolutePath, uri: uri(of: absolutePath), lines: lines))
            return
        }
        // A file named once without lines runs whole.
        if let known = located[index].lines, let lines {
            located[index].lines = known.union(lines)
        } else {
            located[index].lines = nil
        }
    }

    private func featureFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            var isFolder: ObjCBool = false
            let path = (folder as NSString).appendingPathComponent(relative)
            guard name.hasSuffix(".feature") || name.hasSuffix(".feature.md") else { continue }
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) ? !isFolder.boolValue : isLink(path) {
                files.append(relative)
            }
        }
        return files.sorted().map { (folder as NSString).appendingPathComponent($0) }
    }

    private func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    private func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : (currentDirectory as NSString).appendingPathComponent(path)
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }

    private func uri(of absolutePath: String) -> String {
        let base = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : absolutePath
    }
}
