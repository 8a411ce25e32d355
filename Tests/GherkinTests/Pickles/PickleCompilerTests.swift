import CucumberMessages
import Gherkin
import XCTest

/// Backgrounds prepended, outlines expanded, tags inherited, step types resolved, ids injected.
final class PickleCompilerTests: XCTestCase {
    func test_compile_outline_substitutesPlaceholdersInNameStepTableAndDocString() throws {
        let pickles = try compile("""
            Feature: Catalog
              Scenario Outline: search <term>
                Given the catalog has <count> items
                  | name   | <term> |
                When I search "<term>"
                  \"\"\"<format>
                  looking for <term>
                  \"\"\"

                Examples:
                  | term  | count | format |
                  | bread | 2     | json   |
            """)

        let pickle = try XCTUnwrap(pickles.first)
        XCTAssertEqual(pickles.count, 1)
        XCTAssertEqual(pickle.name, "search bread")
        XCTAssertEqual(pickle.steps.map(\.text), ["the catalog has 2 items", "I search \"bread\""])
        XCTAssertEqual(pickle.steps[0].argument?.dataTable?.rows.map { $0.cells.map(\.value) }, [["name", "bread"]])
        XCTAssertEqual(pickle.steps[1].argument?.docString, PickleDocString(mediaType: "json", content: "looking for bread"))
    }

    func test_compile_valuesLongerShorterAndNonASCII_replaceEachPlaceholderExactly() throws {
        let pickles = try compile("""
            Feature: f
              Scenario Outline: <x>-<long>-<x>
                Given a <x> b <long> c <nope> d <
                Examples:
                  | x  | long                       |
                  |    | a rather long value indeed |
                  | ñé | z                          |
            """)

        XCTAssertEqual(pickles.map(\.name), ["-a rather long value indeed-", "ñé-z-ñé"])
        XCTAssertEqual(pickles.map { $0.steps.map(\.text) }, [
            ["a  b a rather long value indeed c <nope> d <"],
            ["a ñé b z c <nope> d <"],
        ])
    }

    func test_compile_placeholderValueNamingAnotherPlaceholder_replacesHeaderByHeader() throws {
        let pickles = try compile("""
            Feature: f
              Scenario Outline: o
                Given <a> and <b>
                Examples:
                  | a   | b |
                  | <b> | 1 |
            """)

        XCTAssertEqual(pickles.first?.steps.first?.text, "1 and 1")
    }

    func test_compile_valueCompletingAPlaceholderAroundIt_replacesAsTheOfficialRuleDoes() throws {
        let pickles = try compile("""
            Feature: f
              Scenario Outline: o
                Given <<a>> and <unknown>
                Examples:
                  | a | h   |
                  | h | yes |
            """)

        XCTAssertEqual(pickles.first?.steps.first?.text, "yes and <unknown>")
    }

    func test_compile_repeatedHeaderName_takesTheFirstColumn() throws {
        let pickles = try compile("""
            Feature: f
              Scenario Outline: o
                Given <a>
                Examples:
                  | a     | a      |
                  | first | second |
            """)

        XCTAssertEqual(pickles.first?.steps.first?.text, "first")
    }

    func test_compile_wideExamplesTable_replacesEveryColumn() throws {
        let names = (0..<12).map { "c\($0)" }
        let text = """
            Feature: f
              Scenario Outline: o
                Given \(names.map { "<\($0)>" }.joined(separator: " "))
                Examples:
                  | \(names.joined(separator: " | ")) |
                  | \(names.map { "v" + $0 }.joined(separator: " | ")) |
            """

        let pickles = try compile(text)

        XCTAssertEqual(pickles.first?.steps.first?.text, names.map { "v" + $0 }.joined(separator: " "))
    }

    func test_compile_tags_inheritsFeatureRuleScenarioAndExamplesTags() throws {
        let pickles = try compile("""
            @feature
            Feature: f
              @rule
              Rule: r
                @outline
                Scenario Outline: o
                  Given <x>
                  @examples
                  Examples:
                    | x |
                    | 1 |
            """)

        XCTAssertEqual(pickles.first?.tags.map(\.name), ["@feature", "@rule", "@outline", "@examples"])
    }

    func test_compile_backgrounds_prependFeatureThenRuleStepsToScenariosWithSteps() throws {
        let pickles = try compile("""
            Feature: f
              Background:
                Given a feature step
              Rule: r
                Background:
                  Given a rule step
                Scenario: with steps
                  When it runs
                Scenario: without steps
            """)

        XCTAssertEqual(pickles.map { $0.steps.map(\.text) }, [["a feature step", "a rule step", "it runs"], []])
    }

    func test_compile_conjunctions_takeTheTypeOfTheStepBefore() throws {
        let pickles = try compile("""
            Feature: f
              Background:
                Given a user
              Scenario: s
                And a session
                When it runs
                But nothing else
                * whatever
                Then done
            """)

        XCTAssertEqual(pickles.first?.steps.map(\.type), [.context, .context, .action, .action, .unknown, .outcome])
    }

    func test_compile_firstStepAConjunction_isUnknown() throws {
        let pickles = try compile("Feature: f\n  Scenario: s\n    And a thing\n")

        XCTAssertEqual(pickles.first?.steps.map(\.type), [.unknown])
    }

    func test_compile_outlineWithoutExamplesTable_makesNoPickle() throws {
        let pickles = try compile("Feature: f\n  Scenario Outline: o\n    Given <x>\n    Examples:\n")

        XCTAssertEqual(pickles, [])
    }

    func test_compile_injectedIdGenerator_numbersPicklesAfterTheDocumentAndAdvancesTheCallersGenerator() throws {
        var ids = IdGeneratorStub(prefix: "id-")
        let document = try GherkinParser().parse(Array("Feature: f\n  Scenario: s\n    Given a\n".utf8), uri: "f.feature", ids: &ids)

        let pickles = PickleCompiler.compile(document, ids: &ids)

        XCTAssertEqual(pickles.first?.astNodeIds, ["id-1"])
        XCTAssertEqual(pickles.first?.steps.first?.astNodeIds, ["id-0"])
        XCTAssertEqual(pickles.first?.steps.first?.id, "id-2")
        XCTAssertEqual(pickles.first?.id, "id-3")
        XCTAssertEqual(pickles.first?.uri, "f.feature")
        XCTAssertEqual(ids.newId(), "id-4")
    }

    func test_idCount_backgroundsRulesOutlinesAndStepless_isHowManyIdsCompileTakes() throws {
        let documents = [
            "Feature: empty\n",
            "",
            """
            Feature: f
              Background:
                Given b1
                And b2
              Scenario: plain
                When s
              Scenario: no steps of its own
              Scenario Outline: o
                When <x>
                Examples:
                  | x |
                  | 1 |
                  | 2 |
                Examples: no table
                Examples: header only
                  | x |
              Rule: r
                Background:
                  Given r1
                Scenario: in rule
                  Then t
                  And u
                Scenario: another
                  Then v
              Rule: bare
                Scenario Outline: stepless outline
                  Examples:
                    | y |
                    | 3 |
            """,
        ]
        for text in documents {
            var ids = IncrementingIdGenerator()
            let document = try GherkinParser().parse(Array(text.utf8), uri: "test.feature", ids: &ids)
            let first = Int(ids.newId()) ?? -1

            let count = PickleCompiler.idCount(of: document)

            let pickles = PickleCompiler.compile(document, ids: &ids)
            XCTAssertEqual(count, (Int(ids.newId()) ?? -1) - first - 1, text)
            XCTAssertEqual(count, pickles.count + pickles.reduce(0) { $0 + $1.steps.count }, text)
        }
    }

    // MARK: - Helpers

    private func compile(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Pickle] {
        var ids = IncrementingIdGenerator()
        let document = try GherkinParser().parse(Array(text.utf8), uri: "test.feature", ids: &ids)
        return PickleCompiler.compile(document, ids: &ids)
    }
}

/// Ids with a recognisable prefix, counting from 0.
private struct IdGeneratorStub: IdGenerator {
    let prefix: String
    private var next = 0

    init(prefix: String) {
        self.prefix = prefix
    }

    mutating func newId() -> String {
        defer { next += 1 }
        return "\(prefix)\(next)"
    }
}
