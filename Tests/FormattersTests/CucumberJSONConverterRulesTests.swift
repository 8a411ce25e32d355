import CucumberMessages
import Formatters
import Foundation
import XCTest

/// The Cucumber JSON report against the converter's rules (cucumber-json-formatter's `JsonReportWriter`), one
/// fixture stream a rule (`Fixtures/CucumberJSON`), each test asserting the fields its rule governs.
final class CucumberJSONConverterRulesTests: XCTestCase {
    func test_finish_caseAndStepHooks_beforeAndAfterOfTheScenarioAndOfTheStepTheySurround() throws {
        let element = try XCTUnwrap(try elements("hooks").first)
        let steps = try XCTUnwrap(element["steps"] as? [[String: Any]])

        XCTAssertEqual(locations(element["before"]), ["Hooks.swift:1"], "Before hooks; an untyped hook has no place")
        XCTAssertEqual(locations(element["after"]), ["Hooks.swift:2"], "After hooks; run hooks and unknown hooks have none")
        XCTAssertEqual(locations(steps[0]["before"]), ["Hooks.swift:3"])
        XCTAssertEqual(locations(steps[0]["after"]), ["Hooks.swift:4"])
        XCTAssertEqual((steps[0]["after"] as? [[String: Any]])?.first?["output"] as? [String], ["after one"])
        XCTAssertNil(steps[1]["before"])
        XCTAssertNil(steps[1]["after"])
        let failedHook = try XCTUnwrap((element["after"] as? [[String: Any]])?.first?["result"] as? [String: Any])
        XCTAssertEqual(failedHook["error_message"] as? String, "Error: cleanup failed\nHooks.swift:2")
        XCTAssertEqual(failedHook["duration"] as? Int, 2_000_000)
    }

    func test_finish_everyStatus_durationInNanosecondsUnlessZeroOrUndefinedAndTheStackTraceAsError() throws {
        let steps = try XCTUnwrap(try elements("results").first?["steps"] as? [[String: Any]])
        let results = steps.compactMap { $0["result"] as? [String: Any] }

        XCTAssertEqual(steps.map { $0["name"] as? String }, ["passes", "is undefined", "is pending", "fails without a trace", "fails with a trace", "is skipped"],
                       "a step that never finished is left out")
        XCTAssertEqual(results.map { $0["status"] as? String }, ["passed", "undefined", "pending", "failed", "failed", "skipped"])
        XCTAssertEqual(results.map { $0["duration"] as? Int }, [3_000_000, nil, 4_000_000, 5_000_000, 6_000_000, nil])
        XCTAssertEqual(results.map { $0["error_message"] as? String }, [nil, nil, nil, nil, "Error: boom\nSteps.swift:10", nil])
        XCTAssertEqual(steps[1]["match"] as? [String: String], [:], "an undefined step matched nothing")
    }

    func test_finish_retriedScenario_isItsLastAttemptOnly() throws {
        let elements = try elements("retry")

        XCTAssertEqual(elements.count, 1)
        XCTAssertEqual(elements[0]["start_timestamp"] as? String, "1970-01-01T00:00:01.500Z")
        XCTAssertEqual(((elements[0]["steps"] as? [[String: Any]])?.first?["result"] as? [String: Any])?["status"] as? String, "passed")
    }

    func test_finish_featureAndRuleBackgrounds_areOneElementHeadedByTheFirstBackgroundThatRan() throws {
        let features = try report("backgrounds")
        let first = try XCTUnwrap(features.first?["elements"] as? [[String: Any]])
        let second = try XCTUnwrap(features.last?["elements"] as? [[String: Any]])

        XCTAssertEqual(first.map { $0["type"] as? String }, ["background", "scenario"])
        XCTAssertEqual(first[0]["name"] as? String, "feature set-up")
        XCTAssertEqual(first[0]["line"] as? Int, 2)
        XCTAssertEqual((first[0]["steps"] as? [[String: Any]])?.map { $0["name"] as? String }, ["the feature's step", "the rule's step"])
        XCTAssertNil(first[0]["id"])
        XCTAssertNil(first[0]["start_timestamp"])
        XCTAssertEqual(first[1]["id"] as? String, "f;the-rule;in-the-rule")
        XCTAssertEqual(second[0]["name"] as? String, "rule set-up", "the feature's background has no step")
        XCTAssertEqual(second[0]["line"] as? Int, 5)
    }

    func test_finish_outlineRows_idsAndLinesOfTheirRowsAndArgumentsAsThePickleHasThem() throws {
        let feature = try XCTUnwrap(try report("outline").first)
        let elements = try XCTUnwrap(feature["elements"] as? [[String: Any]])
        let steps = try XCTUnwrap(elements[1]["steps"] as? [[String: Any]])

        XCTAssertEqual(feature["id"] as? String, "café-s-menu--today-")
        XCTAssertEqual(elements.map { $0["id"] as? String }, ["café-s-menu--today-;order-<what>;hot-drinks;2", "café-s-menu--today-;order-<what>;hot-drinks;3"])
        XCTAssertEqual(elements.map { $0["line"] as? Int }, [9, 10])
        XCTAssertEqual(elements.map { $0["name"] as? String }, ["Order tea", "Order coffee"])
        let docString = try XCTUnwrap(steps[0]["doc_string"] as? [String: Any])
        XCTAssertEqual(docString["value"] as? String, "one coffee")
        XCTAssertEqual(docString["line"] as? Int, 4)
        XCTAssertEqual(docString["content_type"] as? String, "text/plain")
        XCTAssertEqual((steps[1]["rows"] as? [[String: Any]])?.first?["cells"] as? [String], ["coffee"])
    }

    func test_finish_definitionsInJavaAndByUri_locationsAndArgumentsAsTheConverterSpellsThem() throws {
        let steps = try XCTUnwrap(try elements("matches").first?["steps"] as? [[String: Any]])
        let matches = steps.compactMap { $0["match"] as? [String: Any] }

        XCTAssertEqual(matches.map { $0["location"] as? String }, [
            "steps.Cukes#have(int,java.lang.String)", "steps.Lambdas#<init>(Lambdas.java:15)", "steps.Lambdas#<init>(Lambdas.java)", "Steps.swift", nil,
        ])
        let argument = try XCTUnwrap((matches[0]["arguments"] as? [[String: Any]])?.first)
        XCTAssertEqual(argument["val"] as? String, "5")
        XCTAssertEqual(argument["offset"] as? Int, 3)
        XCTAssertNil(matches[1]["arguments"], "an empty list of arguments is left out")
        XCTAssertEqual((matches[3]["arguments"] as? [[String: Any]])?.map(\.count), [0], "an optional group that matched nothing")
        XCTAssertNil(matches[4]["arguments"], "an ambiguous step has a list per definition")
        XCTAssertEqual(steps[0]["embeddings"] as? [[String: String]], [["mime_type": "text/plain", "data": "aGVsbG8=", "name": "note.txt"]])
        XCTAssertEqual(steps[0]["output"] as? [String], ["hi"])
    }

    // MARK: - Helpers

    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/CucumberJSON")

    /// The report of fixture `name` as the formatter writes it, parsed.
    private func report(_ name: String) throws -> [[String: Any]] {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent("\(name).ndjson"), encoding: .utf8)
        let spy = WriteSpy()
        var sut = CucumberJSONFormatter(write: spy.write)
        for envelope in try MessageDecoder().envelopes(from: text) { sut.record(envelope) }
        sut.finish()
        return try XCTUnwrap(try JSONTree.parse(spy.text) as? [[String: Any]], spy.text)
    }

    private func elements(_ name: String) throws -> [[String: Any]] {
        try XCTUnwrap(try report(name).first?["elements"] as? [[String: Any]])
    }

    private func locations(_ hooks: Any?) -> [String] {
        (hooks as? [[String: Any]] ?? []).compactMap { ($0["match"] as? [String: Any])?["location"] as? String }
    }
}
