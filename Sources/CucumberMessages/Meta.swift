/// What produced a message stream, and where.
public struct Meta: Codable, Sendable, Hashable {
    public var protocolVersion: String
    public var implementation: Product
    public var runtime: Product
    public var os: Product
    public var cpu: Product
    public var ci: Ci?

    /// Creates the message from its fields.
    public init(
        protocolVersion: String,
        implementation: Product,
        runtime: Product,
        os: Product,
        cpu: Product,
        ci: Ci? = nil
    ) {
        self.protocolVersion = protocolVersion
        self.implementation = implementation
        self.runtime = runtime
        self.os = os
        self.cpu = cpu
        self.ci = ci
    }
}
