@testable import BDDRuntime
import CucumberMessages
import TestSupport
import XCTest

final class PickleWireTests: XCTestCase {
    func test_decode_everyPickleOfTheGherkinSuite_givesBackTheSamePickle() throws {
        let pickles = try sharedPickles()
        XCTAssertGreaterThan(pickles.count, 100)

        for pickle in pickles {
            XCTAssertEqual(PickleWire.decode(PickleWire.encode(pickle))?.pickle, pickle, pickle.uri)
        }
    }

    func test_decode_everyOptionalFieldSetAndUnset_survives() {
        let full = makePickle(argument: PickleStepArgument(
            docString: PickleDocString(mediaType: "application/json", content: "{\n\"a\": 1}\n", argumentIndex: 3),
            dataTable: PickleTable(rows: [PickleTableRow(cells: [PickleTableCell(value: "é | \n"), PickleTableCell(value: "")])], argumentIndex: 0)
        ), location: Location(line: 7, column: nil), type: .outcome)
        let bare = makePickle(argument: nil, location: nil, type: nil)

        XCTAssertEqual(PickleWire.decode(PickleWire.encode(full))?.pickle, full)
        XCTAssertEqual(PickleWire.decode(PickleWire.encode(bare))?.pickle, bare)
    }

    func test_decode_eachStepType_survives() {
        for type in [PickleStepType.unknown, .context, .action, .outcome] {
            let pickle = makePickle(argument: nil, location: nil, type: type)

            XCTAssertEqual(PickleWire.decode(PickleWire.encode(pickle))?.pickle, pickle, type.rawValue)
        }
    }

    func test_decode_linesBeside_comeBackInOrder() throws {
        let lines = [(id: "n1", line: 12), (id: "a", line: 14), (id: "b", line: 1_000_000)]

        let decoded = try XCTUnwrap(PickleWire.decode(PickleWire.encode(makePickle(argument: nil, location: nil, type: nil), lines: lines)))

        XCTAssertEqual(decoded.lines.map(\.id), ["n1", "a", "b"])
        XCTAssertEqual(decoded.lines.map(\.line), [12, 14, 1_000_000])
    }

    func test_encodeAppending_afterOtherBytes_keepsThemAndAddsWhatEncodeGives() throws {
        let pickle = makePickle(argument: nil, location: Location(line: 2, column: 1), type: .context)
        let lines = [(id: "n1", line: 12)]
        var buffer: [UInt8] = Array("pickle 9\n".utf8)

        PickleWire.encode(pickle, lines: lines, appendingTo: &buffer)

        XCTAssertEqual(Array(buffer.prefix(9)), Array("pickle 9\n".utf8))
        XCTAssertEqual(Array(buffer.dropFirst(9)), PickleWire.encode(pickle, lines: lines))
        XCTAssertEqual(PickleWire.decode(Array(buffer.dropFirst(9)))?.pickle, pickle)
    }

    func test_decode_truncatedOrLongerBytes_isNil() {
        let bytes = PickleWire.encode(
            makePickle(argument: PickleStepArgument(docString: PickleDocString(content: "text")), location: Location(line: 1, column: 2), type: .action),
            lines: [(id: "s1", line: 3)]
        )

        for length in 0..<bytes.count {
            XCTAssertNil(PickleWire.decode(Array(bytes.prefix(length))), "\(length) of \(bytes.count) bytes read as a pickle")
        }
        XCTAssertNil(PickleWire.decode(bytes + [0]))
    }

    func test_decode_countLargerThanTheBytesLeft_isNilWithoutReserving() {
        // A count of 2^62 lines where the lines start: refused before anything is read or allocated.
        let bytes: [UInt8] = [0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x40]

        XCTAssertNil(PickleWire.decode(bytes))
    }

    // MARK: - Helpers

    private func makePickle(argument: PickleStepArgument?, location: Location?, type: PickleStepType?) -> Pickle {
        Pickle(
            id: "p1",
            uri: "features/ünïcode.feature",
            location: location,
            name: "a name with \"quotes\"",
            language: "es",
            steps: [PickleStep(argument: argument, astNodeIds: ["a", "b"], id: "s1", type: type, text: "un paso")],
            tags: [PickleTag(name: "@wip", astNodeId: "t1")],
            astNodeIds: ["n1"]
        )
    }

    private func sharedPickles() throws -> [Pickle] {
        let good = try ConformanceDirectory.suite("gherkin").appendingPathComponent("good")
        let files = try FileManager.default.contentsOfDirectory(atPath: good.path).filter { $0.hasSuffix(".pickles.ndjson") }
        let decoder = MessageDecoder()
        return try files.flatMap { file in
            try decoder.envelopes(from: String(contentsOf: good.appendingPathComponent(file), encoding: .utf8))
                .compactMap { if case .pickle(let pickle) = $0 { pickle } else { nil } }
        }
    }
}
