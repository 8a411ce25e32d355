/// A `--timings` stream that cannot be used, with its path and, when one line is at fault, the line.
public struct ScenarioTimingsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as given.
    public let path: String
    /// The 1-based line at fault, if one is.
    public let line: Int?
    /// What is wrong, in plain words.
    public let reason: String

    public var description: String {
        "--timings \(path)\(line.map { ", line \($0)" } ?? ""): \(reason)"
    }
}
