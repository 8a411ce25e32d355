import CucumberMessages
@testable import Gherkin
import XCTest

/// Markdown with Gherkin read as the official parsers read it: the first line is the feature line, whatever it
/// says; later prose, headings without a keyword included, is left out; tags are code spans anywhere in a line.
final class MarkdownTokenMatcherTests: XCTestCase {
    func test_parse_firstHeadingWithoutAFeatureKeyword_isTheFeatureNameWithoutAKeyword() throws {
        let sut = makeSUT()

        let feature = try XCTUnwrap(sut.parse("# Shopping notes\n\nWhy we shop.\n\n## Scenario: buy\n* Given a cart\n", format: .markdown).feature)

        XCTAssertNil(feature.keyword)
        XCTAssertEqual(feature.name, "# Shopping notes")
        XCTAssertEqual(feature.location, Location(line: 1, column: 1))
        XCTAssertEqual(feature.description, "")
        XCTAssertEqual(scenarios(of: feature).map(\.name), ["buy"])
        XCTAssertEqual(scenarios(of: feature).first?.steps.map(\.text), ["a cart"])
    }

    func test_parse_featureHeadingAfterTheFirstLine_isProse() throws {
        let sut = makeSUT()

        let feature = try XCTUnwrap(sut.parse("Intro\n\n# Feature: Login\n\n## Scenario: s\n* Given a user\n", format: .markdown).feature)

        XCTAssertEqual(feature.name, "Intro")
        XCTAssertNil(feature.keyword)
        XCTAssertEqual(scenarios(of: feature).map(\.name), ["s"])
    }

    func test_parse_headingWithoutAKeywordAmongScenarios_isLeftOut() throws {
        let sut = makeSUT()
        let text = "# Feature: F\n\n## Scenario: one\n* Given a step\n\n# The world is wet\n\nProse.\n\n## Scenario: two\n* Given a step\n"

        let feature = try XCTUnwrap(sut.parse(text, format: .markdown).feature)

        XCTAssertEqual(feature.keyword, "Feature")
        XCTAssertEqual(scenarios(of: feature).map(\.name), ["one", "two"])
        XCTAssertEqual(scenarios(of: feature).map(\.steps.count), [1, 1])
    }

    func test_run_headingWithTwoSpacesAfterItsHashes_isNotAKeywordLine() {
        let sut = makeSUT()

        let tokens = tokenTypes(sut, "# Feature: F\n##  Scenario: S\n")

        XCTAssertEqual(tokens, ["FeatureLine", "Empty", "EOF"])
    }

    func test_run_tagsInACodeSpanWithinProse_makeATagLine() {
        let sut = makeSUT()

        let lines = tokens(sut, "# Feature: F\nSee `@wip` and `@needs review` here\n## Scenario: S\n")

        XCTAssertEqual(lines[1], "(2:1)TagLine://6:@wip,17:@needs review")
    }

    func test_parse_frenchMarkdown_readsFrenchHeadingsAndBullets() throws {
        let sut = makeSUT(defaultLanguage: "fr")

        let feature = try XCTUnwrap(sut.parse("# Fonctionnalité: Connexion\n\n## Scénario: valide\n* Soit un utilisateur\n- Alors il entre\n", format: .markdown).feature)

        XCTAssertEqual(feature.keyword, "Fonctionnalité")
        XCTAssertEqual(scenarios(of: feature).first?.steps.map(\.keyword), ["Soit ", "Alors "])
    }

    func test_parse_japaneseMarkdown_readsStepKeywordsWrittenWithoutASpace() throws {
        let sut = makeSUT(defaultLanguage: "ja")

        let feature = try XCTUnwrap(sut.parse("# フィーチャ: ログイン\n\n## シナリオ: 正しい\n* 前提ユーザーがいる\n* ならば見える\n", format: .markdown).feature)

        let steps = try XCTUnwrap(scenarios(of: feature).first?.steps)
        XCTAssertEqual(steps.map(\.keyword), ["前提", "ならば"])
        XCTAssertEqual(steps.map(\.text), ["ユーザーがいる", "見える"])
    }

    // MARK: - Helpers

    private func makeSUT(defaultLanguage: String = "en") -> GherkinParser {
        GherkinParser(dialects: .builtIn, defaultLanguage: defaultLanguage)
    }

    private func tokens(_ sut: GherkinParser, _ text: String) -> [String] {
        let (recorder, errors) = sut.run(Array(text.utf8), format: .markdown) { TokenRecorder(source: $0) }
        XCTAssertEqual(errors, [])
        return recorder.lines
    }

    private func tokenTypes(_ sut: GherkinParser, _ text: String) -> [String] {
        tokens(sut, text).map { line in
            guard line != "EOF", let close = line.firstIndex(of: ")"), let colon = line[close...].firstIndex(of: ":") else { return line }
            return String(line[line.index(after: close)..<colon])
        }
    }

    private func scenarios(of feature: Feature) -> [Scenario] {
        feature.children.compactMap { child in
            if case .scenario(let scenario) = child { return scenario }
            return nil
        }
    }
}
