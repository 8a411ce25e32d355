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

    func test_forEachInOrder_recordsKeptInKeyOrderAcrossTheFile_comeBackAsKept() {
        var sut = makeSUT(memoryLimit: 40)
        let texts = (0..<25).map { "record \($0)" }
        for (key, text) in texts.enumerated() { append(text, key: key / 2, to: &sut) }

        XCTAssertEqual(contents(of: &sut), texts)
        XCTAssertEqual(sut.count, 25)
    }

    func test_forEachInOrder_oneRecordOutOfOrderAfterManyInTheFile_placesItAmongThem() {
        // The first 20 records, in order, keep no places: the one out of order makes them from what was written.
        // Each is longer than the memory limit, so reading a header reads no further than the record.
        var sut = makeSUT(memoryLimit: 40)
        let padding = String(repeating: ".", count: 60)
        for key in 0..<20 where key != 7 { append("record \(key) \(padding)", key: key, to: &sut) }
        append("record 7 \(padding)", key: 7, to: &sut)
        // Written to the file after the places were read from it.
        for key in 20..<30 { append("record \(key) \(padding)", key: key, to: &sut) }

        XCTAssertEqual(contents(of: &sut), (0..<30).map { "record \($0) \(padding)" })
    }

    func test_removeAll_afterRecordsOutOfOrderInTheFile_keepsOnlyWhatComesAfter() {
        var sut = makeSUT(memoryLimit: 40)
        for key in [3, 1, 2, 0, 5, 4] { append("old \(key)", key: key, to: &sut) }

        sut.removeAll()
        append("new 1", key: 1, to: &sut)
        append("new 0", key: 0, to: &sut)

        XCTAssertEqual(contents(of: &sut), ["new 0", "new 1"])
        XCTAssertEqual(sut.count, 2)
    }

    func test_forEachInOrder_manyRecordsKeptLastToFirst_comeBackFirstToLast() {
        for memoryLimit in [64, 1024, 1 << 20] {
            var sut = makeSUT(memoryLimit: memoryLimit)
            for key in (0..<600).reversed() { append("record \(key) " + String(repeating: "x", count: key % 3 == 0 ? 1500 : key % 97), key: key, to: &sut) }

            XCTAssertEqual(contents(of: &sut).map { $0.split(separator: " ")[1] }, (0..<600).map { "\($0)"[...] }, "limit \(memoryLimit)")
        }
    }

    func test_forEachInOrderRanking_recordsKeptInKeyOrderAcrossTheFile_comeBackByRankThenAsKeptWithTheirKeys() {
        for memoryLimit in [40, 1 << 20] {
            var sut = makeSUT(memoryLimit: memoryLimit)
            for key in 0..<4 {
                for piece in 0..<3 { append("key \(key) piece \(piece)", key: key, to: &sut) }
            }
            let rank = [2, 0, 3, 1]

            var found: [String] = []
            sut.forEachInOrder(ranking: { rank[$0] }) { key, bytes in found.append("\(key): " + String(decoding: bytes, as: UTF8.self)) }

            let expected = [1, 3, 0, 2].flatMap { key in (0..<3).map { "\(key): key \(key) piece \($0)" } }
            XCTAssertEqual(found, expected, "limit \(memoryLimit)")
            // Ranked once, the records still come back by key when no rank is given.
            XCTAssertEqual(contents(of: &sut), (0..<4).flatMap { key in (0..<3).map { "key \(key) piece \($0)" } }, "limit \(memoryLimit)")
        }
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
