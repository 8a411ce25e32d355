import Foundation

/// Reads seed material out of the shared conformance suites: whole files, or string fields of JSON test data.
enum SeedFiles {
    /// The contents of every file below `folder` whose name ends with one of `suffixes`, in path order.
    static func contents(under folder: URL, endingWith suffixes: [String]) -> [[UInt8]] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if suffixes.contains(where: relative.hasSuffix) { paths.append(relative) }
        }
        return paths.sorted().compactMap { FileManager.default.contents(atPath: folder.appendingPathComponent($0).path).map(Array.init) }
    }

    /// The objects of a JSON file holding an array of test cases; empty when it is absent or not such an array.
    static func testCases(in file: URL) -> [[String: Any]] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        return ((try? JSONSerialization.jsonObject(with: data)) as? [[String: Any]]) ?? []
    }
}
