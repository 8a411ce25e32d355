/// Git details of a CI build.
public struct Git: Codable, Sendable, Hashable {
    public var remote: String
    public var revision: String
    public var branch: String?
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
