import CucumberMessages
import XCTest

final class LocationTests: XCTestCase {
    func test_init_lineAndColumn_readBackAsGiven() {
        let sut = Location(line: 1_000_000, column: 7)

        XCTAssertEqual(sut.line, 1_000_000)
        XCTAssertEqual(sut.column, 7)
        XCTAssertNil(Location(line: 3).column)
    }

    func test_column_setToNilAndBack_isKeptApartFromEveryColumn() {
        var sut = Location(line: 2, column: 5)

        sut.column = nil
        let none = sut
        sut.column = Int(Int32.min)

        XCTAssertNil(none.column)
        XCTAssertNotNil(sut.column)
        XCTAssertNotEqual(none, sut)
    }

    func test_init_valuesPast32Bits_keepTheNearest32BitValue() {
        let sut = Location(line: Int(Int32.max) + 10, column: -(1 << 40))

        XCTAssertEqual(sut.line, Int(Int32.max))
        XCTAssertEqual(sut.column, Int(Int32.min) + 1)
    }

    func test_size_ofALocation_isEightBytes() {
        // Every node of a document carries one: an examples table of a million rows holds two million.
        XCTAssertEqual(MemoryLayout<Location>.size, 8)
    }
}
