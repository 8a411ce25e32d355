import Foundation
import OperatingSystem
import XCTest

/// Memory made by one side and opened from its descriptor by the other is the same bytes.
final class SharedMemoryTests: XCTestCase {
    func test_open_ofACreatedMemorysDescriptor_seesWhatWasStoredThere() throws {
        let sut = try XCTUnwrap(SharedMemory.create(size: 64, inFolder: NSTemporaryDirectory(), descriptorAtLeast: 10))
        let other = try XCTUnwrap(SharedMemory.open(descriptor: try FileDescriptor.duplicate(sut.descriptor), largerThan: 16))

        sut.base.storeBytes(of: 0x2A, toByteOffset: 20, as: UInt8.self)

        XCTAssertGreaterThanOrEqual(sut.descriptor, 10)
        XCTAssertEqual(other.size, 64)
        XCTAssertEqual(other.base.load(fromByteOffset: 20, as: UInt8.self), 0x2A)
    }

    func test_open_ofAFileNoLargerThanTheMinimum_isNil() throws {
        let sut = try XCTUnwrap(SharedMemory.create(size: 16, inFolder: NSTemporaryDirectory(), descriptorAtLeast: 10))

        XCTAssertNil(SharedMemory.open(descriptor: try FileDescriptor.duplicate(sut.descriptor), largerThan: 16))
    }
}
