@testable import BDDRuntime
import Foundation
import XCTest

final class TableDecodingTests: XCTestCase {
    func test_decodeRows_headerAndRows_decodesEachRowByTheHeader() throws {
        let sut = makeSUT([["name", "quantity"], ["tea", "2"], ["milk", "10"]])

        let items = try sut.decode([Item].self)

        XCTAssertEqual(items, [Item(name: "tea", quantity: 2), Item(name: "milk", quantity: 10)])
    }

    func test_decodeRows_onlyAHeader_isEmpty() throws {
        XCTAssertEqual(try makeSUT([["name", "quantity"]]).decode([Item].self), [])
    }

    func test_decodeRows_headersAsWordsSnakeOrCamelCase_matchTheProperty() throws {
        for header in ["unitPrice", "Unit price", "unit_price", "UNIT PRICE", "unit-price"] {
            let sut = makeSUT([[header], ["2.5"]])

            XCTAssertEqual(try sut.decode([Priced].self), [Priced(unitPrice: 2.5)], header)
        }
    }

    func test_decodeRows_everyDirectConversion_readsEachCell() throws {
        let sut = makeSUT([
            ["text", "int", "int8", "uint64", "double", "float", "decimal", "bool", "date", "url"],
            ["a b", "-42", "7", "18446744073709551615", "2.5", "0.25", "12.10", "Yes", "2024-05-01T10:00:00Z", "https://example.com/x"],
        ])

        let row = try XCTUnwrap(sut.decode([Scalars].self).first)

        XCTAssertEqual(row.text, "a b")
        XCTAssertEqual(row.int, -42)
        XCTAssertEqual(row.int8, 7)
        XCTAssertEqual(row.uint64, .max)
        XCTAssertEqual(row.double, 2.5)
        XCTAssertEqual(row.float, 0.25)
        XCTAssertEqual(row.decimal, Decimal(string: "12.10"))
        XCTAssertEqual(row.bool, true)
        XCTAssertEqual(row.date, Date(timeIntervalSince1970: 1_714_557_600))
        XCTAssertEqual(row.url, URL(string: "https://example.com/x"))
    }

    func test_decodeRows_boolWords_readInAnyCase() throws {
        let sut = makeSUT([["flag"], ["true"], ["FALSE"], ["yes"], ["No"]])

        XCTAssertEqual(try sut.decode([Flag].self).map(\.flag), [true, false, true, false])
    }

    func test_decodeRows_dateAloneOrWithFractionalSeconds_readsAsISO8601() throws {
        let sut = makeSUT([["date"], ["2024-05-01"], ["2024-05-01T10:00:00.500Z"]])

        XCTAssertEqual(try sut.decode([Dated].self).map(\.date), [
            Date(timeIntervalSince1970: 1_714_521_600), Date(timeIntervalSince1970: 1_714_557_600.5),
        ])
    }

    func test_decodeRows_enumColumns_readTheirStringOrIntRawValues() throws {
        let sut = makeSUT([["colour", "size"], ["red", "2"], ["blue", "1"]])

        let rows = try sut.decode([Swatch].self)

        XCTAssertEqual(rows.map(\.colour), [.red, .blue])
        XCTAssertEqual(rows.map(\.size), [.medium, .small])
    }

    func test_decodeRows_emptyCellOfAnOptional_isNil() throws {
        let sut = makeSUT([["name", "note", "count"], ["tea", "", ""], ["milk", "fresh", "3"]])

        let rows = try sut.decode([Noted].self)

        XCTAssertEqual(rows, [Noted(name: "tea", note: nil, count: nil), Noted(name: "milk", note: "fresh", count: 3)])
    }

    func test_decodeRows_optionalPropertyWithoutItsColumn_isNil() throws {
        XCTAssertEqual(try makeSUT([["name"], ["tea"]]).decode([Noted].self), [Noted(name: "tea", note: nil, count: nil)])
    }

    func test_decodeRows_emptyCellOfAString_isTheEmptyString() throws {
        XCTAssertEqual(try makeSUT([["name", "quantity"], ["", "1"]]).decode([Item].self), [Item(name: "", quantity: 1)])
    }

    func test_decodeRows_nestedTypeOrListInACell_readsItsJSON() throws {
        let sut = makeSUT([["name", "address", "tags"], ["Ana", #"{"city": "Porto", "zip": "4000"}"#, #"["a", "b"]"#]])

        let rows = try sut.decode([Customer].self)

        XCTAssertEqual(rows, [Customer(name: "Ana", address: Address(city: "Porto", zip: "4000"), tags: ["a", "b"])])
    }

    func test_decodeRows_columnOfAParameterTypesValue_goesThroughItsTransformer() throws {
        let sut = makeSUT([["name", "price"], ["tea", "2.50 EUR"]], cellTypes: [Money.cellType])

        XCTAssertEqual(try sut.decode([Product].self), [Product(name: "tea", price: Money(cents: 250, currency: "EUR"))])
    }

    func test_decodeRows_optionalColumnOfAParameterTypesValue_goesThroughItsTransformer() throws {
        let sut = makeSUT([["name", "discount"], ["tea", "0.10 EUR"], ["milk", ""]], cellTypes: [Money.cellType])

        XCTAssertEqual(try sut.decode([Discounted].self).map(\.discount), [Money(cents: 10, currency: "EUR"), nil])
    }

    func test_decodeRows_parameterTypeMakingAString_leavesStringColumnsAsWritten() throws {
        let colour = TableCellType(String.self, name: "colour", regularExpressions: ["red|blue"]) { _ in "always" }
        let sut = makeSUT([["name", "quantity"], ["tea", "1"]], cellTypes: [colour])

        XCTAssertEqual(try sut.decode([Item].self), [Item(name: "tea", quantity: 1)])
    }

    func test_decodeRows_decimalsSignedLongOrWithExponent_readExactly() throws {
        let sut = makeSUT([["decimal"], ["-3"], ["+1.50"], ["1e3"], ["0.1"], ["12345678901234567890.5"]])

        XCTAssertEqual(try sut.decode([OnlyDecimal].self).map(\.decimal), [
            -3, Decimal(string: "1.5"), 1000, Decimal(string: "0.1"), Decimal(string: "12345678901234567890.5"),
        ])
    }

    func test_decodeValue_verticalTable_decodesNamesAndValues() throws {
        let sut = makeSUT([["Name", "tea"], ["Price", "2.50 EUR"]], cellTypes: [Money.cellType])

        XCTAssertEqual(try sut.decode(Product.self), Product(name: "tea", price: Money(cents: 250, currency: "EUR")))
    }

    // MARK: - Helpers

    private func makeSUT(_ rows: [[String]], cellTypes: [TableCellType] = []) -> BDDRuntime.DataTable {
        BDDRuntime.DataTable(rows: rows, uri: "features/shop.feature", line: 10, cellTypes: TableCellTypes(cellTypes))
    }
}

private struct OnlyDecimal: Decodable { let decimal: Decimal }
