/// Records what a command writes to one of its outputs.
public final class OutputSpy {
    /// Everything written so far.
    public private(set) var text = ""

    /// An empty record.
    public init() {}

    /// Adds `chunk` to the record.
    public func write(_ chunk: String) {
        text += chunk
    }
}
