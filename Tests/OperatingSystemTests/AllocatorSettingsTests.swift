import Foundation
import OperatingSystem
import XCTest

final class AllocatorSettingsTests: XCTestCase {
    #if canImport(Glibc)
    func test_applyForRun_onGlibc_takesEverySetting() {
        XCTAssertTrue(AllocatorSettings.applyForRun())
    }

    func test_applyForRun_blockOfEightMegabytes_comesFromTheHeapNotAMappingOfItsOwn() throws {
        AllocatorSettings.applyForRun()

        let block = try XCTUnwrap(malloc(8 << 20))
        defer { free(block) }

        // glibc maps a large block on its own, 16 bytes of header into a fresh mapping; from the heap, no mapping
        // starts there.
        let ownMappingStart = UInt(bitPattern: block) - 16
        let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        let starts = maps.split(separator: "\n").compactMap { line in line.split(separator: "-").first.flatMap { UInt($0, radix: 16) } }
        XCTAssertFalse(starts.isEmpty, "no mappings read")
        XCTAssertFalse(starts.contains(ownMappingStart), "the block is a mapping of its own")
    }
    #else
    func test_applyForRun_elsewhere_changesNothing() {
        XCTAssertFalse(AllocatorSettings.applyForRun())
    }
    #endif
}
