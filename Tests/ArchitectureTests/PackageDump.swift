import Foundation

/// Runs `swift package dump-package` on this package and returns its JSON.
enum PackageDump {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The package root: three levels above this file (`Tests/ArchitectureTests/PackageDump.swift`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Dumps the manifest with its own scratch directory: the `.build` one is locked by the running `swift test`.
    ///
    /// The directory is named after the checkout, not drawn fresh: SwiftPM leaves a lock file in the temporary
    /// folder for every scratch path it is given, so a fresh name a run left one more file there each time.
    static func json() throws -> Data {
        let checkout = packageRoot.path.split(separator: "/").joined(separator: "-")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bdd-dump-package-\(checkout)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let errorsFile = scratch.appendingPathComponent("stderr.txt")
        guard FileManager.default.createFile(atPath: errorsFile.path, contents: nil) else {
            throw Failure(description: "cannot create \(errorsFile.path)")
        }
        let errors = try FileHandle(forWritingTo: errorsFile)
        defer { try? errors.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", packageRoot.path, "--scratch-path", scratch.path, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
            throw Failure(description: "swift package dump-package exited with \(process.terminationStatus): \(message)")
        }
        return data
    }
}
