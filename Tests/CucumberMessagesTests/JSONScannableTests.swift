import Foundation
@testable import CucumberMessages
import XCTest

/// The decoder's fast path reads lines straight from their text and leaves every line it does not read as the tree
/// would to the tree: these are the lines where the two could part.
final class JSONScannableTests: XCTestCase {
    func test_envelope_escapedKey_isLeftToTheTreeWhichReadsIt() throws {
        let line = #"{"testRunStarted":{"timestamp":{"seconds":1,"nanos":2},"\u0069d":"run"}}"#

        let scanned = scan(line)
        let decoded = try MessageDecoder().envelope(from: line)

        XCTAssertNil(scanned)
        XCTAssertEqual(decoded, .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 1, nanos: 2), id: "run")))
    }

    func test_envelope_twoMessageKeys_takesTheFirstAsTheTreeDoes() throws {
        let line = #"{"testRunStarted":{"timestamp":{"seconds":1,"nanos":0}},"testRunFinished":{"success":true,"timestamp":{"seconds":2,"nanos":0}}}"#

        XCTAssertEqual(scan(line), try tree(line))
        XCTAssertEqual(scan(line), .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 1, nanos: 0), id: nil)))
    }

    func test_envelope_nullOptionalAndUnknownFields_readAsTheTreeReadsThem() throws {
        let line = #"{"testRunStarted":{"id":"a","id":null,"later":{"x":[1,2.5,true,null]},"timestamp":{"seconds":-0,"nanos":7}}}"#

        XCTAssertEqual(scan(line), try tree(line))
        XCTAssertEqual(scan(line), .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 0, nanos: 7), id: nil)))
    }

    func test_envelope_unknownFieldWithInvalidUTF8_isRefusedAsTheTreeRefusesIt() {
        let bytes = Array(#"{"testRunStarted":{"later":""#.utf8) + [0xFF] + Array(#"","timestamp":{"seconds":1,"nanos":0}}}"#.utf8)

        let scanned = bytes.withUnsafeBufferPointer { buffer -> Envelope? in
            var scanner = JSONScanner(bytes: buffer)
            return Envelope(scanning: &scanner)
        }
        let decoded = bytes.withUnsafeBufferPointer { buffer in Result { try MessageDecoder().envelope(utf8: buffer) } }

        XCTAssertNil(scanned)
        XCTAssertThrowsError(try decoded.get())
    }

    func test_envelope_integerOutOfRangeOrWithAFraction_isLeftToTheTreeWhichRefusesIt() {
        for seconds in ["9223372036854775808", "1.5", "1e3"] {
            let line = #"{"testRunStarted":{"timestamp":{"seconds":"# + seconds + #","nanos":0}}}"#

            XCTAssertNil(scan(line), seconds)
            XCTAssertThrowsError(try MessageDecoder().envelope(from: line), seconds)
        }
    }

    func test_envelope_extremeIntegers_readAsIntReadsThem() throws {
        let line = #"{"testRunStarted":{"timestamp":{"seconds":-9223372036854775808,"nanos":9223372036854775807}}}"#

        XCTAssertEqual(scan(line), try tree(line))
    }

    func test_envelope_nestingDeeperThanTheFastPathGoes_isStillReadByTheTree() throws {
        var group = #"{"start":0,"value":"x"}"#
        for _ in 0..<80 { group = #"{"children":["# + group + "]}" }
        let line = #"{"testCase":{"id":"t","pickleId":"p","testSteps":[{"id":"s","stepMatchArgumentsLists":[{"stepMatchArguments":[{"group":"# + group + "}]}]}]}}"

        let decoded = try MessageDecoder().envelope(from: line)

        XCTAssertNil(scan(line))
        XCTAssertEqual(decoded, try tree(line))
    }

    func test_envelope_trailingCommaOrTextAfterTheEnvelope_isRefused() {
        for line in [#"{"testRunStarted":{"timestamp":{"seconds":1,"nanos":0,}}}"#, #"{"testRunStarted":{"timestamp":{"seconds":1,"nanos":0}}} x"#] {
            XCTAssertThrowsError(try MessageDecoder().envelope(from: line), line)
        }
    }

    func test_envelope_stringsOfEveryLengthWithAFaultOrEscapeAnywhere_readAsByteByByte() throws {
        for length in 0..<20 {
            for place in 0..<max(length, 1) {
                var plain = Array(repeating: UInt8(ascii: "a"), count: length)
                let valid = length > 0 ? Array(plain[..<place]) + [0xC3, 0xA9] + plain[(place + 1)...] : plain
                XCTAssertEqual(try decodedURI(valid), String(decoding: valid, as: UTF8.self), "é at \(place) of \(length)")
                guard length > 0 else { continue }
                for fault: UInt8 in [0x01, 0x1F, 0xFF] {
                    plain[place] = fault
                    XCTAssertThrowsError(try decodedURI(plain), "byte \(fault) at \(place) of \(length)")
                }
                plain[place] = UInt8(ascii: "\\")
                XCTAssertEqual(try decodedURI(Array(plain[...place]) + Array("u0041".utf8) + plain[(place + 1)...]), String(repeating: "a", count: place) + "A" + String(repeating: "a", count: length - place - 1))
            }
        }
    }

    func test_envelope_longStringsWithEscapesNonASCIIAndBadBytesPastTheFirstWords_readAsByteByByte() throws {
        let run = Array(repeating: UInt8(ascii: "a"), count: 13)
        let accented: [UInt8] = [0xC3, 0xA9]

        XCTAssertEqual(try decodedURI(run + accented + run + Array(#"\"q\"/\n"#.utf8) + run), String(decoding: run, as: UTF8.self) + "é" + String(decoding: run, as: UTF8.self) + "\"q\"/\n" + String(decoding: run, as: UTF8.self))
        for fault: [UInt8] in [[0xFF], [0xC3], [0x1F], [0x7F, 0x00]] {
            XCTAssertThrowsError(try decodedURI(run + accented + run + fault + run), "\(fault) after é")
            XCTAssertThrowsError(try decodedURI(run + Array(#"\t"#.utf8) + run + fault + run), "\(fault) after an escape")
        }
    }

    func test_envelope_keysWithAnEscapeOrAControlCharacterPastTheFirstWord_areLeftToTheTree() throws {
        let escaped = #"{"testRunStarted":{"timestamp":{"seconds":1,"nanos":2},"later\u0041rrivedField":"x"}}"#
        let tabbed = #"{"testRunStarted":{"timestamp":{"seconds":1,"nanos":2},"laterArrived\#tField":"x"}}"#

        XCTAssertNil(scan(escaped))
        XCTAssertEqual(try MessageDecoder().envelope(from: escaped), .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 1, nanos: 2))))
        XCTAssertNil(scan(tabbed))
        XCTAssertThrowsError(try MessageDecoder().envelope(from: tabbed))
    }

    func test_envelope_integersAroundTheOnePassReading_readAsIntReadsThem() throws {
        let numbers = ["0", "-0", "7", "999999999999999999", "-999999999999999999", "1000000000000000000", "-1000000000000000000", "9223372036854775807"]
        for number in numbers {
            let line = #"{"testRunStarted":{"timestamp":{"seconds":"# + number + #","nanos":0}}}"#

            XCTAssertEqual(scan(line), try tree(line), number)
            XCTAssertEqual(scan(line), .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: Int(number)!, nanos: 0))), number)
        }
        for number in ["01", "-", "-01", "1.0", "1e0", "12E3", "10000000000000000000"] {
            let line = #"{"testRunStarted":{"timestamp":{"seconds":"# + number + #","nanos":0}}}"#

            XCTAssertNil(scan(line), number)
            XCTAssertThrowsError(try MessageDecoder().envelope(from: line), number)
        }
    }

    func test_envelope_listsOfEveryLengthWithSpaceAroundTheirCommas_readAsTheTreeReadsThem() throws {
        for count in 0..<7 {
            let ids = (0..<count).map { #""\#($0)""# }.joined(separator: " ,\n")
            let line = #"{"pickle":{"id":"p","uri":"u","location":{"line":1},"name":"n","language":"en","steps":[],"tags":[],"astNodeIds":[ "# + ids + " ]}}"

            XCTAssertEqual(scan(line), try tree(line), "\(count)")
            guard case .pickle(let pickle)? = scan(line) else { return XCTFail("\(count)") }
            XCTAssertEqual(pickle.astNodeIds, (0..<count).map(String.init), "\(count)")
        }
    }

    func test_envelope_stringsOfEscapesOnlyOrAroundLongRuns_decodeEveryEscape() throws {
        let run = String(repeating: "b", count: 11)
        let escapes = #"\"\\\/\b\f\n\r\t\u0041\u00e9\u20ac\ud83d\ude00"#
        let decoded = "\"\\/\u{08}\u{0C}\n\r\tAé€😀"

        XCTAssertEqual(try decodedURI(Array(escapes.utf8)), decoded)
        XCTAssertEqual(try decodedURI(Array((escapes + run + escapes + run).utf8)), decoded + run + decoded + run)
        XCTAssertEqual(try decodedURI(Array((run + #"\n"# + run + "é" + run + #"\u00e9"#).utf8)), run + "\n" + run + "é" + run + "é")
        for fault in [#"\n\q"#, #"\n\u12"#, #"\n\ud83d"#, "\\n" + run + "\u{01}", #"\n"# + run + "\\"] {
            XCTAssertThrowsError(try decodedURI(Array((run + fault).utf8)), fault)
        }
    }

    func test_envelope_everyEscapeAtEveryOffsetOfALongString_readsAsFoundationReadsIt() throws {
        let escapes = [#"\""#, #"\\"#, #"\/"#, #"\b"#, #"\n"#, #"\t"#, #"\u0041"#, #"\u00e9"#, #"\u20ac"#, #"\ud83d\ude00"#, "é€"]
        for escape in escapes {
            for offset in 0..<24 {
                let text = String(repeating: "x", count: offset) + escape + String(repeating: "y", count: 24 - offset) + #"\t"# + "ñ" + escape
                let expected = try XCTUnwrap(JSONSerialization.jsonObject(with: Data("\"\(text)\"".utf8), options: .fragmentsAllowed) as? String)

                XCTAssertEqual(try decodedURI(Array(text.utf8)), expected, "\(escape) at \(offset)")
            }
        }
    }

    func test_envelope_integersOfEveryLengthOrWithAFaultAfterTheirDigits_readAsIntReadsThem() throws {
        for digits in ["123456789012345678", "987654321098765432", "909090909090909090", "100000000000000009"] {
            for length in 1...18 {
                let number = String(digits.prefix(length))
                let line = #"{"testRunStarted":{"timestamp":{"seconds":"# + number + #","nanos":-"# + number + "}}}"

                XCTAssertEqual(scan(line), .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: Int(number)!, nanos: -Int(number)!))), number)
            }
        }
        for number in ["12345678.5", "12345678e1", "1234567:9", "123456789/", "0123456789"] {
            let line = #"{"testRunStarted":{"timestamp":{"seconds":"# + number + #","nanos":0}}}"#

            XCTAssertNil(scan(line), number)
            XCTAssertThrowsError(try MessageDecoder().envelope(from: line), number)
        }
    }

    func test_envelope_enumValuesPlainEscapedOrUnknown_readAsTheTreeReadsThem() throws {
        for status in ["PASSED", "PASS\\u0045D", "FAILED", "UNKNOWN", "AMBIGUOUS"] {
            let line = #"{"testStepFinished":{"testCaseStartedId":"a","testStepId":"b","testStepResult":{"duration":{"seconds":0,"nanos":1},"status":""# + status + #""},"timestamp":{"seconds":1,"nanos":0}}}"#

            XCTAssertEqual(scan(line), try tree(line), status)
            XCTAssertNotNil(scan(line), status)
        }
        for status in ["PASSE", "PASSEDX", "passed", "PASSÉ", "PASS\\u0058D"] {
            let line = #"{"testStepFinished":{"testCaseStartedId":"a","testStepId":"b","testStepResult":{"duration":{"seconds":0,"nanos":1},"status":""# + status + #""},"timestamp":{"seconds":1,"nanos":0}}}"#

            XCTAssertNil(scan(line), status)
            XCTAssertThrowsError(try MessageDecoder().envelope(from: line), status)
        }
    }

    // MARK: - Helpers

    /// The uri of a `source` message whose uri is `bytes` as written between its quotes.
    private func decodedURI(_ bytes: [UInt8]) throws -> String? {
        let line = Array(#"{"source":{"uri":""#.utf8) + bytes + Array(#"","data":"","mediaType":"text/x.cucumber.gherkin+plain"}}"#.utf8)
        let envelope = try line.withUnsafeBufferPointer { try MessageDecoder().envelope(utf8: $0) }
        guard case .source(let source) = envelope else { return nil }
        return source.uri
    }


    /// The fast path alone: the envelope when it reads the whole line, nil when it leaves the line to the tree.
    private func scan(_ line: String) -> Envelope? {
        var text = line
        return text.withUTF8 { buffer in
            var scanner = JSONScanner(bytes: buffer)
            guard let envelope = Envelope(scanning: &scanner), scanner.peekPastSpace() == nil else { return nil }
            return envelope
        }
    }

    /// The tree alone.
    private func tree(_ line: String) throws -> Envelope {
        var text = line
        return try text.withUTF8 { buffer in try Envelope(json: try JSONNode.parse(buffer)) }
    }
}
