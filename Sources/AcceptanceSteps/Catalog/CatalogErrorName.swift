import CatalogDomain

/// The `CatalogError` a feature file names (`connectivity`, `invalidData`).
enum CatalogErrorName {
    static func error(named name: String) throws -> CatalogError {
        switch name {
        case "connectivity": .connectivity
        case "invalidData": .invalidData
        default: throw stepFailure("Unknown catalog error '\(name)'; known: connectivity, invalidData")
        }
    }
}
