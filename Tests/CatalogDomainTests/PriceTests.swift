import Foundation
import XCTest
import CatalogDomain

final class PriceTests: XCTestCase {
    func test_init_withNegativeAmount_throwsInvalidAmount() {
        for amount in [Decimal(-1), Decimal(string: "-0.01")!] {
            XCTAssertThrowsError(try Price(amount: amount, currency: "EUR"), "\(amount)") { error in
                XCTAssertEqual(error as? Price.ValidationError, .invalidAmount)
            }
        }
    }

    func test_init_withAmountThatIsNotANumber_throwsInvalidAmount() {
        XCTAssertThrowsError(try Price(amount: .nan, currency: "EUR")) { error in
            XCTAssertEqual(error as? Price.ValidationError, .invalidAmount)
        }
    }

    func test_init_withZeroAmount_isAPrice() throws {
        XCTAssertEqual(try Price(amount: 0, currency: "EUR").amount, 0)
    }

    func test_init_withBlankCurrency_throwsBlankCurrency() {
        for currency in ["", "   ", "\n\t"] {
            XCTAssertThrowsError(try Price(amount: 10, currency: currency), "'\(currency)'") { error in
                XCTAssertEqual(error as? Price.ValidationError, .blankCurrency)
            }
        }
    }

    func test_equality_amountOrCurrencyDiffering_makesPricesUnequal() throws {
        let price = try Price(amount: 10, currency: "EUR")

        XCTAssertEqual(price, try Price(amount: 10, currency: "EUR"))
        XCTAssertNotEqual(price, try Price(amount: 10, currency: "USD"))
        XCTAssertNotEqual(price, try Price(amount: 11, currency: "EUR"))
    }
}
