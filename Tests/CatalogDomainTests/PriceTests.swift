import Foundation
import XCTest
import CatalogDomain

final class PriceTests: XCTestCase {
    func test_init_with_negative_amount_throws_invalidAmount() {
        for amount in [Decimal(-1), Decimal(string: "-0.01")!] {
            XCTAssertThrowsError(try Price(amount: amount, currency: "EUR"), "\(amount)") { error in
                XCTAssertEqual(error as? Price.ValidationError, .invalidAmount)
            }
        }
    }

    func test_init_with_amount_that_is_not_a_number_throws_invalidAmount() {
        XCTAssertThrowsError(try Price(amount: .nan, currency: "EUR")) { error in
            XCTAssertEqual(error as? Price.ValidationError, .invalidAmount)
        }
    }

    func test_init_with_zero_amount_is_a_price() throws {
        XCTAssertEqual(try Price(amount: 0, currency: "EUR").amount, 0)
    }

    func test_init_with_blank_currency_throws_blankCurrency() {
        for currency in ["", "   ", "\n\t"] {
            XCTAssertThrowsError(try Price(amount: 10, currency: currency), "'\(currency)'") { error in
                XCTAssertEqual(error as? Price.ValidationError, .blankCurrency)
            }
        }
    }

    func test_equality_depends_on_amount_and_currency() throws {
        let price = try Price(amount: 10, currency: "EUR")

        XCTAssertEqual(price, try Price(amount: 10, currency: "EUR"))
        XCTAssertNotEqual(price, try Price(amount: 10, currency: "USD"))
        XCTAssertNotEqual(price, try Price(amount: 11, currency: "EUR"))
    }
}
