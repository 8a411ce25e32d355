/// A named, versioned piece of software in `meta`: the runner, the language runtime, the OS, the CPU.
///
/// Named apart from the catalogue's `Product`, which the app sells.
public struct MetaProduct: Sendable, Hashable {
    /// Its name as written.
    public var name: String
    /// Its version.
    public var version: String?

    /// Creates the message from its fields.
    public init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}
