import Formatters
import Foundation
import Reports

/// What a GitHub Actions job tells `bdd` through its environment, for the `github` report.
enum GitHubEnvironment {
    /// The default reports, with `github` beside them in a GitHub Actions job (`GITHUB_ACTIONS=true`) unless
    /// `BDD_GITHUB=0`: annotations need nothing installed, so a job gets them without asking.
    static func defaultReports(environment: [String: String]) -> [FormatSpecification] {
        let inJob = environment["GITHUB_ACTIONS"] == "true" && environment["BDD_GITHUB"] != "0"
        return FormatSpecification.runDefaults + (inJob ? [FormatSpecification(name: "github")] : [])
    }

    /// The report's context: the workspace, the run's folder, the rerun report among `specifications`, and the job
    /// summary file (`GITHUB_STEP_SUMMARY`), appended to.
    static func context(environment: [String: String], directory: String, specifications: [FormatSpecification]) -> GitHubContext {
        var appendSummary: (@Sendable (String) throws -> Void)?
        if let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            appendSummary = { text in try append(text, to: path) }
        }
        return GitHubContext(
            workspace: environment["GITHUB_WORKSPACE"],
            directory: directory,
            rerunFile: specifications.first { $0.name == "rerun" }?.path,
            appendSummary: appendSummary
        )
    }

    /// Appends to the file, creating it when missing: other steps of the job write the same summary file.
    static func append(_ text: String, to path: String) throws {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
            }
        }
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }
}
