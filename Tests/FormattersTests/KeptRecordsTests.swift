@testable import Formatters
import XCTest

final class KeptRecordsTests: XCTestCase {
    func test_forEachInOrder_recordsKeptOutOfOrderAcrossTheFile_comeBackByKeyThenAsKept() {
        // A limit of 40 bytes sends most records to the temporary file, in writes of a few records each.
        var sut = makeSUT(memoryLimit: 40)
        let keys = [5, 1, 4, 1, 3, 0, 2, 5, 0, 4]
        for (position, key) in keys.enumerated() { append("record \(position) under key \(key)", key: key, to: &sut) }

        let records = contents(of: &sut)

        let expected = keys.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }.map { "record \($0.offset) under key \($0.element)" }
        XCTAssertEqual(records, expected)
    }

    func test_forEachInOrder_recordLargerThanTheMemoryLimit_comesBackWhole() {
        var sut = makeSUT(memoryLimit: 16)
        let large = String(repeating: "0123456789", count: 50)
        append("before", key: 0, to: &sut)
        append(large, key: 1, to: &sut)
        append("after", key: 2, to: &sut)

        XCTAssertEqual(contents(of: &sut), ["before", large, "after"])
    }

    func test_forEachInOrder_withinTheMemoryLimit_givesEveryRecordInKeyOrder() {
        var sut = makeSUT(memoryLimit: 1 << 20)
        append("b", key: 2, to: &sut)
        append("a", key: 1, to: &sut)

        XCTAssertEqual(contents(of: &sut), ["a", "b"])
        XCTAssertEqual(sut.count, 2)
    }

    // MARK: - Helpers

    private func makeSUT(memoryLimit: Int) -> KeptRecords {
        KeptRecords(memoryLimit: memoryLimit)
    }

    private func append(_ text: String, key: Int, to records: inout KeptRecords) {
        var text = text
        text.withUTF8 { records.append(key: key, $0) }
    }

    private func contents(of records: inout KeptRecords) -> [String] {
        var found: [String] = []
        records.forEachInOrder { found.append(String(decoding: $0, as: UTF8.self)) }
        return found
    }
}
