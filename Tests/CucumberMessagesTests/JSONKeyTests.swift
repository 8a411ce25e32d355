@testable import CucumberMessages
import XCTest

/// A key is matched against a literal a word, half or quarter word at a time, by length: each length is matched
/// here against the literal's own bytes and against them with any one byte changed.
final class JSONKeyTests: XCTestCase {
    func test_equals_keysOfEveryLengthDifferingAtAnyByte_matchExactlyTheirOwnName() {
        assertMatchesOnlyItself("a")
        assertMatchesOnlyItself("id")
        assertMatchesOnlyItself("uri")
        assertMatchesOnlyItself("name")
        assertMatchesOnlyItself("nanos")
        assertMatchesOnlyItself("seconds")
        assertMatchesOnlyItself("pickleId")
        assertMatchesOnlyItself("mediaType")
        assertMatchesOnlyItself("testStepResult")
        assertMatchesOnlyItself("stepDefinitionIds")
        assertMatchesOnlyItself("stepMatchArgumentsLists")
    }

    func test_equals_keyOfAnotherLength_isNotTheName() {
        XCTAssertFalse(matches(Array("nano".utf8), "nanos"))
        XCTAssertFalse(matches(Array("nanoss".utf8), "nanos"))
        XCTAssertFalse(matches([], "id"))
    }

    // MARK: - Helpers

    private func assertMatchesOnlyItself(_ name: StaticString, line: UInt = #line) {
        let bytes = Array(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        XCTAssertTrue(matches(bytes, name), "\(name)", line: line)
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 0x20
            XCTAssertFalse(matches(changed, name), "\(name) changed at \(index)", line: line)
        }
    }

    private func matches(_ bytes: [UInt8], _ name: StaticString) -> Bool {
        bytes.withUnsafeBufferPointer { JSONKey(bytes: $0) == name }
    }
}
