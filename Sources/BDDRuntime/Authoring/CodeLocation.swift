import CucumberMessages
import Foundation

/// Where a step definition, hook or parameter type was registered: the `#filePath` and `#line` of the call.
public struct CodeLocation: Sendable, Hashable {
    /// The file as the compiler gave it (usually absolute).
    public let file: String
    /// The 1-based line of the registration.
    public let line: Int

    /// Creates a location.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// The file relative to the root of the Swift package it belongs to (the nearest folder above it with a
    /// `Package.swift`), whatever folder the run started from; relative to `directory` when no package is found.
    public func packageRelativeURI(otherwise directory: String, roots: inout [String: String?]) -> String {
        guard file.hasPrefix("/") else { return uri(relativeTo: directory) }
        var folder = file[..<(file.lastIndex(of: "/") ?? file.startIndex)]
        var visited: [String] = []
        var root: String??
        while !folder.isEmpty {
            let candidate = String(folder)
            if let known = roots[candidate] {
                root = .some(known)
                break
            }
            visited.append(candidate)
            if FileManager.default.fileExists(atPath: candidate + "/Package.swift") {
                root = .some(candidate)
                break
            }
            folder = folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)]
        }
        let found = root ?? nil
        for folder in visited { roots[folder] = .some(found) }
        return found.map { uri(relativeTo: $0) } ?? uri(relativeTo: directory)
    }

    /// The file relative to `directory` when it lies inside it, else unchanged: reports stay short and portable.
    public func uri(relativeTo directory: String) -> String {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        guard directory != "", file.hasPrefix(base) else { return file }
        return String(file.dropFirst(base.count))
    }

    /// `message` and, on a line of its own, where it was checked: `checked at Sources/Steps.swift:12`, relative to
    /// `directory`. How every failure names its Swift line.
    func checked(_ message: String, relativeTo directory: String) -> String {
        "\(message)\n  checked at \(SourcePlace.text(uri: uri(relativeTo: directory), line: line))"
    }
}
