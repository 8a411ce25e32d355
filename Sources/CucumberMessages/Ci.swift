/// The CI system a run happened on.
public struct Ci: Sendable, Hashable {
    /// Its name as written.
    public var name: String
    /// Where the data can be fetched instead of an inline body.
    public var url: String?
    /// The CI build number.
    public var buildNumber: String?
    /// The Git details of the build.
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
