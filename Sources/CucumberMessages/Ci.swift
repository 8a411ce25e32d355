/// The CI system a run happened on.
public struct Ci: Codable, Sendable, Hashable {
    public var name: String
    public var url: String?
    public var buildNumber: String?
    public var git: Git?

    /// Creates the message from its fields.
    public init(
        name: String,
        url: String? = nil,
        buildNumber: String? = nil,
        git: Git? = nil
    ) {
        self.name = name
        self.url = url
        self.buildNumber = buildNumber
        self.git = git
    }
}
