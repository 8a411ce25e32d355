/// Git details of a CI build.
public struct Git: Sendable, Hashable {
    /// The repository.
    public var remote: String
    /// The commit.
    public var revision: String
    /// The Git branch.
    public var branch: String?
    /// The Git tag of the build, if any.
    public var tag: String?

    /// Creates the message from its fields.
    public init(
        remote: String,
        revision: String,
        branch: String? = nil,
        tag: String? = nil
    ) {
        self.remote = remote
        self.revision = revision
        self.branch = branch
        self.tag = tag
    }
}
