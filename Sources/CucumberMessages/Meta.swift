/// What produced a message stream, and where.
public struct Meta: Sendable, Hashable {
    /// The Cucumber Messages version of the stream.
    public var protocolVersion: String
    /// The tool that wrote the stream.
    public var implementation: MetaProduct
    /// The language runtime.
    public var runtime: MetaProduct
    /// The operating system.
    public var os: MetaProduct
    /// The processor.
    public var cpu: MetaProduct
    /// The CI system, when the run happened on one.
    public var ci: Ci?

    /// Creates the message from its fields.
    public init(
        protocolVersion: String,
        implementation: MetaProduct,
        runtime: MetaProduct,
        os: MetaProduct,
        cpu: MetaProduct,
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
