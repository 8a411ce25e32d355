import AcceptanceSteps
import BDDCommandLine
import CucumberMessages
import Foundation

/// Runs `bdd` in-process on feature files with the app's real step library, capturing everything it writes.
@MainActor
struct SpecificationRun {
    let status: Int32
    let output: String
    let error: String

    /// The package root, where `Features/` lives.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ arguments: [String]) async -> SpecificationRun {
        var output = ""
        var error = ""
        let console = Console(standardOutput: { output += $0 }, standardError: { error += $0 })
        let status = await BDD.main(
            arguments: arguments + ["--no-color"],
            environment: [:],
            steps: AcceptanceSteps.library,
            console: console,
            currentDirectory: packageRoot.path
        )
        return SpecificationRun(status: status, output: output, error: error)
    }

    /// A fresh folder for reports and edited copies of the features.
    static func makeTemporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bdd-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Copies `Features/<name>` into `folder` with `original` replaced by `replacement`; returns the copy's path.
    static func copyFeature(_ name: String, to folder: URL, replacing original: String, with replacement: String) throws -> String {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Features/\(name)"), encoding: .utf8)
        precondition(text.contains(original), "Features/\(name) no longer contains '\(original)'")
        let copy = folder.appendingPathComponent(name)
        try Data(text.replacingOccurrences(of: original, with: replacement).utf8).write(to: copy)
        return copy.path
    }

    /// The 1-based line of the first line of `file` containing `text`.
    static func line(of text: String, in file: String) throws -> Int {
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
    }

    static func envelopes(at url: URL) throws -> [Envelope] {
        try MessageDecoder().envelopes(from: String(contentsOf: url, encoding: .utf8))
    }
}
