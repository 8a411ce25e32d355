import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import CatalogDomain

/// Turns the server's answer to `GET /products` into products, strictly.
///
/// Status other than 200 → `.connectivity`. Body not a JSON array of products → `.invalidData`. Then each
/// product must have: a price written as plain decimal digits (`12`, `12.5`, `-0`; a string like `"12abc"`,
/// `"1,5"` or `"1e3"` is rejected), an absolute `http`/`https` image URL with a host, and values the domain
/// accepts (`Price` and `Product` hold their own rules); one bad product makes the whole answer `.invalidData`,
/// because a partial catalog would silently hide products.
enum ProductMapper {
    static func map(_ data: Data, from response: HTTPURLResponse) throws(CatalogError) -> [Product] {
        guard response.statusCode == 200 else { throw .connectivity }
        guard let dtos = try? JSONDecoder().decode([ProductDTO].self, from: data) else { throw .invalidData }
        var products: [Product] = []
        products.reserveCapacity(dtos.count)
        for dto in dtos {
            products.append(try map(dto))
        }
        return products
    }

    private static func map(_ dto: ProductDTO) throws(CatalogError) -> Product {
        guard let amount = amount(of: dto.price), let imageURL = webURL(dto.imageURL) else { throw .invalidData }
        do {
            return try Product(id: dto.id, name: dto.name, price: try Price(amount: amount, currency: dto.currency), imageURL: imageURL)
        } catch {
            throw .invalidData
        }
    }

    private static func amount(of price: ProductDTO.RawPrice) -> Decimal? {
        switch price {
        case .number(let amount):
            return amount
        case .text(let text):
            guard isPlainDecimal(text) else { return nil }
            return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
        }
    }

    /// `-?[0-9]+(\.[0-9]+)?`, checked by hand because `Decimal(string:)` accepts any numeric prefix.
    private static func isPlainDecimal(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let integer = bytes.prefix(while: isDigit)
        guard !integer.isEmpty else { return false }
        let rest = bytes.dropFirst(integer.count)
        guard let dot = rest.first else { return true }
        let fraction = rest.dropFirst()
        return dot == UInt8(ascii: ".") && !fraction.isEmpty && fraction.allSatisfy(isDigit)
    }

    private static func webURL(_ text: String) -> URL? {
        guard let url = URL(string: text),
              let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}
