/// A well-formed `PATH[:LINE]` that names nothing to run, in the words `bdd` and the test bridge both print.
public enum FeatureLocationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing is at the path.
    case noSuchPath(String)
    /// Lines were selected in a folder.
    case linesInFolder(String)

    /// One sentence saying what is wrong and with which path.
    public var description: String {
        switch self {
        case .noSuchPath(let path): "No such file or directory: '\(path)'"
        case .linesInFolder(let path): "'\(path)' is a folder: a line can only be selected in a file"
        }
    }
}
