/// A feature file to run: where it is on disk, its uri in reports, and the lines selected in it (none: all).
public struct LocatedFeature: Sendable, Equatable {
    /// The file's absolute path.
    public let absolutePath: String
    /// The file as reports name it: relative to the folder the run started from, or absolute outside it.
    public let uri: String
    /// The lines selected in the file; nil runs all of it.
    public var lines: Set<Int>?
}
