import Foundation
import XCTest
import CatalogDomain

final class PriceTests: XCTestCase {
    func test_amount_keeps_decimal_cents_exactly() throws {
        let tenCents = try XCTUnwrap(Decimal(string: "0.1"))
        let twentyCents = try XCTUnwrap(Decimal(string: "0.2"))

        let price = Price(amount: tenCents + twentyCents, currency: "EUR")

        XCTAssertEqual(price.amount, try XCTUnwrap(Decimal(string: "0.3")))
    }

    func test_equality_depends_on_currency() {
        let euros = Price(amount: 10, currency: "EUR")
        let dollars = Price(amount: 10, currency: "USD")

        XCTAssertNotEqual(euros, dollars)
        XCTAssertEqual(euros, Price(amount: 10, currency: "EUR"))
    }
}
