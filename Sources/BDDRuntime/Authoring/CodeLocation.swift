/// Where a step definition, hook or parameter type was registered: the `#filePath` and `#line` of the call.
public struct CodeLocation: Sendable, Hashable {
    /// The file as the compiler gave it (usually absolute).
    public let file: String
    /// The 1-based line of the registration.
    public let line: Int

    /// Creates a location.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// The file relative to `directory` when it lies inside it, else unchanged: reports stay short and portable.
    public func uri(relativeTo directory: String) -> String {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        guard directory != "", file.hasPrefix(base) else { return file }
        return String(file.dropFirst(base.count))
    }
}
