import CucumberMessages
import XCTest

final class MessageLineBufferTests: XCTestCase {
    func test_append_severalEnvelopes_holdsEachAsMessageEncoderWritesItAndANewline() throws {
        let envelopes = [
            Envelope.pickle(Pickle(
                id: "9", uri: "a \"quoted\" path", location: Location(line: 3, column: 5), name: "n", language: "en",
                steps: [PickleStep(astNodeIds: ["1"], id: "2", type: .action, text: "t\n")], tags: [], astNodeIds: ["1"]
            )),
            Envelope.source(Source(uri: "f.feature", data: "Feature: x\n", mediaType: .gherkinPlain)),
        ]
        var sut = MessageLineBuffer(capacity: 16)

        for envelope in envelopes { sut.append(envelope) }

        let expected = try envelopes.map { try MessageEncoder().line(for: $0) + "\n" }.joined()
        XCTAssertEqual(sut.withBytes { String(decoding: $0, as: UTF8.self) }, expected)
        XCTAssertEqual(sut.count, expected.utf8.count)
    }

    func test_removeAll_thenAppend_holdsOnlyTheNewLine() throws {
        let first = Envelope.source(Source(uri: "a.feature", data: "Feature: a\n", mediaType: .gherkinPlain))
        let second = Envelope.source(Source(uri: "b.feature", data: "Feature: b\n", mediaType: .gherkinPlain))
        var sut = MessageLineBuffer()
        sut.append(first)

        sut.removeAll()
        sut.append(second)

        XCTAssertEqual(sut.withBytes { String(decoding: $0, as: UTF8.self) }, try MessageEncoder().line(for: second) + "\n")
    }
}
