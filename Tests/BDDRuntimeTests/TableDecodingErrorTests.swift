@testable import BDDRuntime
import XCTest

final class TableDecodingErrorTests: XCTestCase {
    func test_decodeRows_cellNotOfItsType_namesLineRowColumnTextAndType() {
        let sut = makeSUT([["name", "quantity"], ["tea", "2"], ["milk", "lots"]])

        XCTAssertThrowsError(try sut.decode([Item].self)) { error in
            XCTAssertEqual(error as? TableDecodingError, TableDecodingError(
                uri: "features/shop.feature", line: 12, row: 2, column: "quantity",
                problem: .unreadableCell(text: "lots", expected: "Int", reason: nil)
            ))
            XCTAssertEqual("\(error)", #"features/shop.feature:12: data table row 2, column "quantity": "lots" is not a Int"#)
        }
    }

    func test_decodeRows_misspeltColumn_namesItAsUnknownOnTheHeaderLine() {
        let sut = makeSUT([["name", "quantity", "colour"], ["tea", "2", "red"]])

        XCTAssertThrowsError(try sut.decode([Item].self)) { error in
            XCTAssertEqual("\(error)", #"features/shop.feature:10: data table column "colour": Item has no property for this column"#)
        }
    }

    func test_decodeRows_missingRequiredColumn_namesThePropertyAndItsType() {
        let sut = makeSUT([["name"], ["tea"]])

        XCTAssertThrowsError(try sut.decode([Item].self)) { error in
            XCTAssertEqual("\(error)", "features/shop.feature:10: no column gives quantity (a Int)")
        }
    }

    func test_decodeRows_badEnumValue_namesTheEnum() {
        let sut = makeSUT([["colour", "size"], ["purple", "1"]])

        XCTAssertThrowsError(try sut.decode([Swatch].self)) { error in
            XCTAssertEqual(error as? TableDecodingError, TableDecodingError(
                uri: "features/shop.feature", line: 11, row: 1, column: "colour",
                problem: .unreadableCell(text: "purple", expected: "Colour", reason: nil)
            ))
        }
    }

    func test_decodeRows_badBoolOrDecimal_isUnreadable() {
        XCTAssertThrowsError(try makeSUT([["flag"], ["maybe"]]).decode([Flag].self)) { error in
            XCTAssertEqual((error as? TableDecodingError)?.problem, .unreadableCell(text: "maybe", expected: "Bool", reason: nil))
        }
        XCTAssertThrowsError(try makeSUT([["decimal"], ["12abc"]]).decode([OnlyDecimal].self)) { error in
            XCTAssertEqual((error as? TableDecodingError)?.problem, .unreadableCell(text: "12abc", expected: "Decimal", reason: nil))
        }
    }

    func test_decodeRows_cellOutOfRangeOrNotADateOrURL_namesTheExpectedType() {
        let good = ["a", "1", "1", "1", "1.5", "1.5", "1.5", "yes", "2024-05-01", "https://example.com"]
        let header = ["text", "int", "int8", "uint64", "double", "float", "decimal", "bool", "date", "url"]
        for (column, bad, expected) in [(2, "300", "Int8"), (3, "-1", "UInt64"), (4, "1,5", "Double"), (8, "01/05/2024", "Date"), (9, "", "URL")] {
            var row = good
            row[column] = bad

            XCTAssertThrowsError(try makeSUT([header, row]).decode([Scalars].self)) { error in
                XCTAssertEqual(error as? TableDecodingError, TableDecodingError(
                    uri: "features/shop.feature", line: 11, row: 1, column: header[column],
                    problem: .unreadableCell(text: bad, expected: expected, reason: nil)
                ))
            }
        }
    }

    func test_decodeRows_malformedJSONInACell_saysWhereInTheValue() {
        let sut = makeSUT([["name", "address", "tags"], ["Ana", #"{"city": 4}"#, "[]"]])

        XCTAssertThrowsError(try sut.decode([Customer].self)) { error in
            let decodingError = error as? TableDecodingError
            XCTAssertEqual(decodingError?.column, "address")
            guard case .unreadableCell(_, "Address", let reason)? = decodingError?.problem else { return XCTFail("\(error)") }
            XCTAssertTrue(reason?.contains("at city") == true, reason ?? "")
        }
    }

    func test_decodeRows_cellNotMatchingTheParameterType_namesIt() {
        let sut = makeSUT([["name", "price"], ["tea", "cheap"]], cellTypes: [Money.cellType])

        XCTAssertThrowsError(try sut.decode([Product].self)) { error in
            XCTAssertEqual(error as? TableDecodingError, TableDecodingError(
                uri: "features/shop.feature", line: 11, row: 1, column: "price",
                problem: .unreadableCell(text: "cheap", expected: "Money", reason: "it does not match {money}")
            ))
        }
    }

    func test_decodeRows_twoHeadersNamingOneProperty_isAnError() {
        XCTAssertThrowsError(try makeSUT([["unit price", "unitPrice"], ["1", "2"]]).decode([Priced].self)) { error in
            XCTAssertEqual((error as? TableDecodingError)?.column, "unitPrice")
        }
    }

    func test_decodeRows_emptyTable_saysItNeedsAHeader() {
        XCTAssertThrowsError(try makeSUT([]).decode([Item].self)) { error in
            guard case .shape? = (error as? TableDecodingError)?.problem else { return XCTFail("\(error)") }
        }
    }

    func test_decodeValue_badValueInAVerticalTable_namesItsRowAndName() {
        let sut = makeSUT([["name", "tea"], ["quantity", "lots"]])

        XCTAssertThrowsError(try sut.decode(Item.self)) { error in
            XCTAssertEqual("\(error)", #"features/shop.feature:11: data table row 2, column "quantity": "lots" is not a Int"#)
        }
    }

    func test_decodeValue_tableOfThreeColumns_saysItNeedsTwo() {
        XCTAssertThrowsError(try makeSUT([["name", "tea", "x"]]).decode(Item.self)) { error in
            guard case .shape(let text)? = (error as? TableDecodingError)?.problem else { return XCTFail("\(error)") }
            XCTAssertTrue(text.contains("two columns"), text)
        }
    }

    func test_decodeRows_tableNotFromAFile_namesRowAndColumnOnly() {
        let sut = BDDRuntime.DataTable(rows: [["name", "quantity"], ["tea", "x"]])

        XCTAssertThrowsError(try sut.decode([Item].self)) { error in
            XCTAssertEqual("\(error)", #"data table row 1, column "quantity": "x" is not a Int"#)
        }
    }

    // MARK: - Helpers

    private func makeSUT(_ rows: [[String]], cellTypes: [TableCellType] = []) -> BDDRuntime.DataTable {
        BDDRuntime.DataTable(rows: rows, uri: "features/shop.feature", line: 10, cellTypes: TableCellTypes(cellTypes))
    }
}

private struct OnlyDecimal: Decodable { let decimal: Decimal }
