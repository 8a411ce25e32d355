import CatalogDomain

/// What the user reads when the catalog cannot be shown, in Spanish like the rest of the product.
enum CatalogMessages {
    static let connectivity = "No se ha podido cargar el catálogo. Comprueba tu conexión e inténtalo de nuevo."
    static let invalidData = "El catálogo no está disponible en este momento. Inténtalo más tarde."
    static let unexpected = "Algo ha salido mal. Inténtalo de nuevo."

    static func message(for error: any Error) -> String {
        switch error {
        case CatalogError.connectivity: connectivity
        case CatalogError.invalidData: invalidData
        default: unexpected
        }
    }
}
