import CucumberMessages
import Foundation
import XCTest

final class MessageEncoderTests: XCTestCase {
    func test_line_stepFinishedWithAwkwardErrorText_isWhatFoundationWrites() throws {
        let text = "expected \"é\" but got\n\t\u{0}\u{1B}[31m🥒\\"
        let result = TestStepResult(
            duration: Duration(seconds: 0, nanos: 5),
            message: text,
            status: .failed,
            exception: Exception(type: "Failure", message: text, stackTrace: nil)
        )
        let envelope = Envelope.testStepFinished(TestStepFinished(
            testCaseStartedId: "c", testStepId: "s", testStepResult: result, timestamp: Timestamp(seconds: -1, nanos: 999_999_999)
        ))

        let line = try makeSUT().line(for: envelope)

        XCTAssertEqual(line, try foundationLine(envelope))
        XCTAssertEqual(try MessageDecoder().envelope(from: line), envelope)
    }

    func test_line_testCaseWithNestedGroupsAndMissingFields_isWhatFoundationWrites() throws {
        let group = StepMatchGroup(children: [StepMatchGroup(children: nil, start: nil, value: nil), StepMatchGroup(children: [], start: 3, value: "x")], start: 0, value: "ab\"x")
        let envelope = Envelope.testCase(TestCase(
            id: "t",
            pickleId: "p",
            testSteps: [
                TestStep(id: "1", hookId: "h"),
                TestStep(id: "2", pickleStepId: "ps", stepDefinitionIds: [], stepMatchArgumentsLists: []),
                TestStep(id: "3", pickleStepId: "ps", stepDefinitionIds: ["d"], stepMatchArgumentsLists: [
                    StepMatchArgumentsList(stepMatchArguments: [StepMatchArgument(group: group, parameterTypeName: nil)]),
                ]),
            ],
            testRunStartedId: nil
        ))

        let line = try makeSUT().line(for: envelope)

        XCTAssertEqual(line, try foundationLine(envelope))
    }

    func test_write_directAndTreeEnvelopesAfterOtherBytes_appendsEachLineAsLineForWritesIt() throws {
        let pickle = Envelope.pickle(Pickle(
            id: "9", uri: "a \"quoted\" path", location: Location(line: 3, column: 5), name: "n", language: "en",
            steps: [PickleStep(astNodeIds: ["1"], id: "2", type: .action, text: "t\n")], tags: [], astNodeIds: ["1"]
        ))
        let source = Envelope.source(Source(uri: "f.feature", data: "Feature: x\n", mediaType: .gherkinPlain))
        var output = Array("prefix\n".utf8)

        try makeSUT().write(pickle, to: &output)
        try makeSUT().write(source, to: &output)

        let expected = "prefix\n" + (try foundationLine(pickle)) + (try foundationLine(source))
        XCTAssertEqual(String(decoding: output, as: UTF8.self), expected)
    }

    func test_line_pickleWithEscapesAtEveryOffsetAndLength_isWhatFoundationWrites() throws {
        let specials: [Character] = ["\"", "\\", "\n", "\t", "\u{0}", "\u{1F}", "é", "🥒"]
        // Up to 40 characters, past the lengths copied and checked for escapes in whole words.
        var texts: [String] = [""]
        for length in 1...40 {
            for offset in 0..<length {
                for special in specials {
                    var text = String(repeating: "a", count: length - 1)
                    text.insert(special, at: text.index(text.startIndex, offsetBy: offset))
                    texts.append(text)
                }
            }
        }
        let steps = texts.enumerated().map { PickleStep(astNodeIds: [$0.element], id: "\($0.offset)", type: .context, text: $0.element) }
        let envelope = Envelope.pickle(Pickle(
            id: String(repeating: "x", count: 300), uri: "u", location: Location(line: -12, column: 1_234_567_890),
            name: texts.joined(), language: "en", steps: steps, tags: [PickleTag(name: "@t\"", astNodeId: "")], astNodeIds: texts
        ))

        let line = try makeSUT().line(for: envelope)

        XCTAssertEqual(line, try foundationLine(envelope))
    }

    func test_line_integersOfEveryLengthEitherSideOfAPowerOfTen_isWhatFoundationWrites() throws {
        // Digits are written two at a time: an odd and an even count each side of every power of ten.
        var values: [Int] = [0, 1, 9, .max, .min, .min + 1]
        var power = 10
        while true {
            values += [power - 1, power, power + 1, -power]
            guard power <= Int.max / 10 else { break }
            power *= 10
        }
        for value in values {
            let envelope = Envelope.testStepFinished(TestStepFinished(
                testCaseStartedId: "c",
                testStepId: "s",
                testStepResult: TestStepResult(duration: Duration(seconds: value, nanos: value % 1_000_000_000), message: nil, status: .passed, exception: nil),
                timestamp: Timestamp(seconds: value / -7, nanos: 999_999_999)
            ))

            let line = try makeSUT().line(for: envelope)

            XCTAssertEqual(line, try foundationLine(envelope), "for \(value)")
        }
    }

    // MARK: - Helpers

    private func makeSUT() -> MessageEncoder {
        MessageEncoder()
    }

    private func foundationLine(_ envelope: Envelope) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(envelope), as: UTF8.self)
    }
}
