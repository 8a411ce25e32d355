import Foundation
import XCTest
import CatalogDomain

final class ProductTests: XCTestCase {
    func test_id_is_the_catalog_identifier() throws {
        let product = Product(
            id: "42", name: "Camiseta", price: Price(amount: 29, currency: "EUR"),
            imageURL: try XCTUnwrap(URL(string: "https://example.com/42.png")))

        XCTAssertEqual(product.id, "42")
    }

    func test_equality_depends_on_every_field() throws {
        let imageURL = try XCTUnwrap(URL(string: "https://example.com/1.png"))
        let product = Product(id: "1", name: "Camiseta", price: Price(amount: 29, currency: "EUR"), imageURL: imageURL)

        XCTAssertEqual(product, Product(id: "1", name: "Camiseta", price: Price(amount: 29, currency: "EUR"), imageURL: imageURL))
        XCTAssertNotEqual(product, Product(id: "1", name: "Camiseta", price: Price(amount: 30, currency: "EUR"), imageURL: imageURL))
        XCTAssertNotEqual(product, Product(id: "1", name: "Taza", price: Price(amount: 29, currency: "EUR"), imageURL: imageURL))
    }
}
