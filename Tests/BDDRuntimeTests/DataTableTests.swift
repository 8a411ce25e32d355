import BDDRuntime
import XCTest

final class DataTableTests: XCTestCase {
    func test_hashes_tableWithAHeader_keysEachRowByTheHeader() {
        let sut = DataTable(rows: [["name", "price"], ["tea", "2"], ["milk", "1"]])

        XCTAssertEqual(sut.hashes, [["name": "tea", "price": "2"], ["name": "milk", "price": "1"]])
    }

    func test_hashes_withOnlyAHeader_isEmpty() {
        XCTAssertEqual(DataTable(rows: [["name"]]).hashes, [])
        XCTAssertEqual(DataTable(rows: []).hashes, [])
    }

    func test_rowsHash_rowsOfTwoCellsOrOne_mapFirstCellToSecondOrEmpty() {
        let sut = DataTable(rows: [["email", "a@b.c"], ["password", "secret"], ["lonely"]])

        XCTAssertEqual(sut.rowsHash, ["email": "a@b.c", "password": "secret", "lonely": ""])
    }

    func test_transposed_shortRow_swapsRowsAndColumnsPaddingIt() {
        let sut = DataTable(rows: [["a", "b"], ["c"]])

        XCTAssertEqual(sut.transposed.rows, [["a", "c"], ["b", ""]])
    }
}
