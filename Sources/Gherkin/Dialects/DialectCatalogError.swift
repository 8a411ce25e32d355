/// Why a keyword file could not be read.
public enum DialectCatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No readable file at the path.
    case fileNotFound(path: String)
    /// The file is not in the `gherkin-languages.json` format.
    case unreadable(reason: String)

    /// What went wrong, in plain words.
    public var description: String {
        switch self {
        case .fileNotFound(let path): "cannot read the languages file '\(path)'"
        case .unreadable(let reason): "the languages file is not in the gherkin-languages.json format: \(reason)"
        }
    }
}
