import Foundation

/// One product as the server sends it; tolerant of the external format, judged later by `ProductMapper`.
///
/// Expected shape: `{"id": "…", "name": "…", "price": 29.99 or "29.99", "currency": "EUR", "image_url": "…"}`.
struct ProductDTO: Decodable {
    /// A price as it arrives: servers send numbers, some send strings.
    enum RawPrice: Decodable {
        case number(Decimal)
        case text(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Decimal.self) {
                self = .number(number)
            } else {
                self = .text(try container.decode(String.self))
            }
        }
    }

    let id: String
    let name: String
    let price: RawPrice
    let currency: String
    let imageURL: String

    private enum CodingKeys: String, CodingKey {
        case id, name, price, currency
        case imageURL = "image_url"
    }
}
