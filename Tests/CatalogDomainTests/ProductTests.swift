import Foundation
import XCTest
import CatalogDomain

final class ProductTests: XCTestCase {
    func test_init_withBlankName_throwsBlankName() throws {
        for name in ["", "  ", "\n"] {
            XCTAssertThrowsError(try makeProduct(name: name), "'\(name)'") { error in
                XCTAssertEqual(error as? Product.ValidationError, .blankName)
            }
        }
    }

    func test_init_withAName_isAProduct() throws {
        XCTAssertEqual(try makeProduct(name: " Taza ").name, " Taza ")
    }

    func test_equality_anyFieldDiffering_makesProductsUnequal() throws {
        let product = try makeProduct()

        XCTAssertEqual(product, try makeProduct())
        XCTAssertNotEqual(product, try makeProduct(id: "2"))
        XCTAssertNotEqual(product, try makeProduct(name: "Taza"))
        XCTAssertNotEqual(product, try makeProduct(price: Price(amount: 30, currency: "EUR")))
        XCTAssertNotEqual(product, try makeProduct(imageURL: "https://example.com/2.png"))
    }

    // MARK: - Helpers

    private func makeProduct(
        id: String = "1", name: String = "Camiseta", price: Price? = nil, imageURL: String = "https://example.com/1.png"
    ) throws -> Product {
        try Product(
            id: id, name: name, price: try price ?? Price(amount: 29, currency: "EUR"),
            imageURL: try XCTUnwrap(URL(string: imageURL)))
    }
}
