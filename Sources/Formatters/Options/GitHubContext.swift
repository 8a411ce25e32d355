/// What the GitHub Actions report needs of the job it runs in, which only the command line knows.
public struct GitHubContext: Sendable {
    /// `GITHUB_WORKSPACE`: annotations name files relative to it, as GitHub matches them to the pull request's diff.
    public var workspace: String?
    /// The folder feature paths in the stream are relative to (the run's).
    public var directory: String
    /// The rerun report's path as written (`--format rerun:PATH`), for the summary's "run them again" line.
    public var rerunFile: String?
    /// Appends Markdown to the job's summary (`GITHUB_STEP_SUMMARY`); nil when the job has none.
    public var appendSummary: (@Sendable (String) throws -> Void)?

    /// Creates a context.
    public init(workspace: String?, directory: String, rerunFile: String? = nil, appendSummary: (@Sendable (String) throws -> Void)? = nil) {
        self.workspace = workspace
        self.directory = directory
        self.rerunFile = rerunFile
        self.appendSummary = appendSummary
    }

    /// `uri` (relative to `directory`, or absolute) relative to the workspace; as it is when outside it.
    public func workspacePath(of uri: String) -> String {
        let absolute = uri.hasPrefix("/") ? uri : (directory.hasSuffix("/") ? directory : directory + "/") + uri
        let normalized = Self.normalized(absolute)
        guard let workspace, !workspace.isEmpty else { return uri }
        let root = Self.normalized(workspace)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return normalized.hasPrefix(prefix) ? String(normalized.dropFirst(prefix.count)) : uri
    }

    /// The path without `.` components and with each `..` taking the component before it.
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", !parts.isEmpty { parts.removeLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}
