import AcceptanceSteps
import BDDCommandLine
import CucumberMessages
import Foundation
import TestSupport

/// Runs `bdd` in-process on feature files with the app's real step library, capturing everything it writes.
@MainActor
struct SpecificationRun {
    let status: Int32
    let output: String
    let error: String

    /// The package root, where `Features/` lives.
    static var packageRoot: URL { ConformanceDirectory.packageRoot }

    static func run(_ arguments: [String]) async -> SpecificationRun {
        var output = ""
        var error = ""
        let console = Console(standardOutput: { output += $0 }, standardError: { error += $0 })
        let status = await BDD.main(
            arguments: arguments + ["--no-color"],
            environment: [:],
            steps: AcceptanceSteps.library,
            console: console,
            currentDirectory: packageRoot.path,
            worker: nil
        )
        return SpecificationRun(status: status, output: output, error: error)
    }

    /// Copies `Features/<name>` into `folder` with `original` replaced by `replacement`; returns the copy's path.
    static func copyFeature(_ name: String, to folder: TemporaryFolder, replacing original: String, with replacement: String) throws -> String {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Features/\(name)"), encoding: .utf8)
        precondition(text.contains(original), "Features/\(name) no longer contains '\(original)'")
        let copy = folder.file(name)
        try Data(text.replacingOccurrences(of: original, with: replacement).utf8).write(to: URL(fileURLWithPath: copy))
        return copy
    }

    /// The 1-based line of the first line of `file` containing `text`.
    static func line(of text: String, in file: String) throws -> Int {
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
    }

    static func envelopes(at path: String) throws -> [Envelope] {
        try MessageDecoder().envelopes(from: String(contentsOfFile: path, encoding: .utf8))
    }
}
