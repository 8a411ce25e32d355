/// Why the catalog could not be loaded, in the business's terms.
public enum CatalogError: Error, Equatable, Sendable {
    /// The catalog source could not be reached or refused to answer.
    case connectivity
    /// The catalog source answered with data we cannot trust.
    case invalidData
}
