import BDDRuntime
import CucumberMessages
import Foundation
import Gherkin
import XCTest

/// A run parses and plans on a thread of its own (`Prefetcher`), whatever its ids: with random ids and with counted
/// ids it must tell the same story: the same messages, in the same order, with ids that refer to the same things.
@MainActor
final class PlanningAheadTests: XCTestCase {
    func test_run_manyFilesWithRandomIds_tellsTheSameStoryAsWithCountedIds() async throws {
        let files = (0..<40).map { Self.feature(number: $0, scenarios: 1 + $0 % 7) } + [("broken.feature", "Feature: broken\n  Scenario:\n    Given 1\n  Oops\n")]

        let counted = try await run(files, ids: IncrementingIdGenerator())
        let random = try await run(files, ids: RandomIdGenerator())

        XCTAssertEqual(random.envelopes.names, counted.envelopes.names)
        XCTAssertEqual(try Self.canonical(random.envelopes), try Self.canonical(counted.envelopes))
        XCTAssertEqual(counted.selected, (0..<40).map { 1 + $0 % 7 }.reduce(0, +))
        XCTAssertEqual(random.selected, counted.selected)
        XCTAssertEqual(random.parseErrors, 1)
        XCTAssertEqual(counted.parseErrors, 1)
    }

    func test_run_withFailFastAndRandomIds_stillAnnouncesEveryTestCaseAndReadsEveryFile() async throws {
        let files = [("failing.feature", "Feature: f\n  Scenario: fails\n    Given a failing step\n")]
            + (0..<30).map { Self.feature(number: $0, scenarios: 3) }

        let random = try await run(files, ids: RandomIdGenerator(), options: RunOptions(failFast: true))

        XCTAssertEqual(random.envelopes.startedPickleNames, ["fails"])
        XCTAssertEqual(random.envelopes.testCases.count, 91)
        XCTAssertEqual(random.envelopes.filter { $0.name == "source" }.count, 31)
        XCTAssertEqual(random.envelopes.last?.name, "testRunFinished")
    }

    func test_run_afterAFailedBeforeAllWithRandomIds_plansNothingButStillReadsEveryFile() async throws {
        var library = Self.library()
        library.beforeAll { throw CancellationError() }
        let files = (0..<30).map { Self.feature(number: $0, scenarios: 3) } + [("broken.feature", "Feature: broken\n  Scenario:\n    Given 1\n  Oops\n")]

        let random = try await run(files, ids: RandomIdGenerator(), library: library)

        XCTAssertEqual(random.envelopes.testCases.count, 0)
        XCTAssertEqual(random.envelopes.filter { $0.name == "source" }.count, 31)
        XCTAssertEqual(random.parseErrors, 1)
        XCTAssertEqual(random.envelopes.last?.name, "testRunFinished")
    }

    func test_run_outlineOfManyRows_tellsEachPickleJustBeforeItsTestCaseUnderTheIdsParsingGaveIt() async throws {
        var outline = "Feature: many rows\n  Scenario Outline: at <n>\n    Given a counter at <n>\n\n    Examples:\n      | n |\n"
        for row in 0..<300 { outline += "      | \(row) |\n" }
        let files: [(uri: String, text: String)] = [("features/rows.feature", outline), Self.feature(number: 1, scenarios: 2)]

        let counted = try await run(files, ids: IncrementingIdGenerator())

        // Parsed whole, with the same counter, the outline gives the same pickles: their ids were set aside when it
        // was parsed. The library's two steps and hook took ids 0 to 2.
        var ids = IncrementingIdGenerator(start: 3)
        let parsedWhole = GherkinMessages().envelopes(uri: files[0].uri, bytes: Array(files[0].text.utf8), ids: &ids).pickles
        XCTAssertEqual(Array(counted.envelopes.pickles.prefix(300)), parsedWhole)
        XCTAssertEqual(counted.envelopes.testCases.count, 302)
        for (index, envelope) in counted.envelopes.enumerated() {
            guard case .testCase(let testCase) = envelope else { continue }
            guard case .pickle(let pickle) = counted.envelopes[index - 1] else { return XCTFail("no pickle before test case \(testCase.id)") }
            XCTAssertEqual(pickle.id, testCase.pickleId)
        }
    }

    // MARK: - Helpers

    private func run(
        _ files: [(uri: String, text: String)],
        ids: any IdGenerator,
        library: StepLibrary = PlanningAheadTests.library(),
        options: RunOptions = RunOptions()
    ) async throws -> (envelopes: [Envelope], selected: Int, parseErrors: Int) {
        let runner = try Runner(library: library, options: options, clock: SteppingClock(), ids: ids, meta: RunHarness.meta, currentDirectory: "/repo")
        var envelopes: [Envelope] = []
        let (_, selected, parseErrors) = await runner.run(MemoryFeatureStream(files: files), filter: nil, events: EventChain([{ envelopes.append($0) }]))
        return (envelopes, selected, parseErrors)
    }

    private static func library() -> StepLibrary {
        var library = StepLibrary()
        library.given("a counter at {int}") { (_: ScenarioContext, _: Int) in }
        library.given("a failing step") { (_: ScenarioContext) in throw CancellationError() }
        library.before { (_: ScenarioContext) in }
        return library
    }

    private static func feature(number: Int, scenarios: Int) -> (uri: String, text: String) {
        var text = "Feature: feature \(number)\n  Background:\n    Given a counter at 0\n"
        for scenario in 0..<scenarios {
            text += "\n  @tag\(scenario)\n  Scenario: scenario \(number).\(scenario)\n    Given a counter at \(scenario)\n    And an undefined step\n"
        }
        return ("features/f\(number).feature", text)
    }

    /// Each envelope as sorted JSON with every id replaced by the order in which the stream first mentioned it.
    private static func canonical(_ envelopes: [Envelope]) throws -> [String] {
        var numbers: [String: Int] = [:]
        func rename(_ value: Any, key: String?) -> Any {
            let isId = key.map { $0 == "id" || $0.hasSuffix("Id") || $0.hasSuffix("Ids") } ?? false
            switch value {
            case let text as String where isId:
                if numbers[text] == nil { numbers[text] = numbers.count }
                return "#\(numbers[text]!)"
            case let list as [Any]:
                return list.map { rename($0, key: key) }
            case let object as [String: Any]:
                // In key order, so ids are numbered the same way in both streams.
                var renamed: [String: Any] = [:]
                for key in object.keys.sorted() { renamed[key] = rename(object[key]!, key: key) }
                return renamed
            default:
                return value
            }
        }
        let encoder = MessageEncoder()
        return try envelopes.map { envelope in
            let object = try JSONSerialization.jsonObject(with: Data(try encoder.line(for: envelope).utf8))
            let renamed = try JSONSerialization.data(withJSONObject: rename(object, key: nil), options: [.sortedKeys])
            return String(decoding: renamed, as: UTF8.self)
        }
    }
}
