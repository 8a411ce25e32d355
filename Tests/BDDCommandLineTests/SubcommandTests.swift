import BDDCommandLine
import BDDRuntime
import CucumberMessages
import Gherkin
import XCTest

@MainActor
final class SubcommandTests: XCTestCase {
    private var harness: CommandHarness!

    override func setUp() async throws {
        harness = try CommandHarness()
        try harness.write("Features/cukes.feature", SampleProject.cukes)
    }

    override func tearDown() async throws {
        harness.removeDirectory()
    }

    func test_lsp_help_describesTheServerAndExits0() async {
        let outcome = await harness.run(["lsp", "--help"])

        XCTAssertEqual(outcome.status, 0)
        XCTAssertTrue(outcome.output.contains("USAGE: bdd lsp"), outcome.output)
    }

    func test_lsp_unknownArgument_exits2NamingIt() async {
        let outcome = await harness.run(["lsp", "--tcp"])

        XCTAssertEqual(outcome.status, 2)
        XCTAssertTrue(outcome.error.contains("Unknown argument '--tcp'"), outcome.error)
    }

    func test_i18nLanguages_asked_listsTheLanguagesAndExits0() async {
        let outcome = await harness.run(["--i18n-languages"])

        XCTAssertEqual(outcome.status, 0)
        let lines = outcome.output.components(separatedBy: "\n")
        XCTAssertEqual(lines.first, "ISO 639-1  ENGLISH NAME         NATIVE NAME")
        XCTAssertTrue(lines.contains("es         Spanish              español"), outcome.output)
        XCTAssertTrue(lines.contains("fr         French               français"), outcome.output)
        XCTAssertTrue(lines.contains("zh-TW      Chinese traditional  繁體中文"), outcome.output)
        let listed = Set(lines.dropFirst().compactMap { $0.split(separator: " ").first.map(String.init) })
        XCTAssertEqual(listed, Set(DialectCatalog.builtIn.languageCodes))
    }

    func test_i18nKeywords_french_listsTheFrenchKeywords() async {
        let outcome = await harness.run(["--i18n-keywords", "fr"])

        XCTAssertEqual(outcome.status, 0, outcome.error)
        XCTAssertTrue(outcome.output.contains("\nfeature          \"Fonctionnalité\"\n"), outcome.output)
        XCTAssertTrue(outcome.output.contains("\nwhen             \"* \", \"Quand \", \"Lorsque \", \"Lorsqu'\"\n"), outcome.output)
    }

    func test_i18nKeywords_spanish_listsTheSpanishKeywords() async {
        let outcome = await harness.run(["--i18n-keywords", "es"])

        XCTAssertEqual(outcome.status, 0)
        XCTAssertTrue(outcome.output.hasPrefix("ENGLISH KEYWORD  NATIVE KEYWORDS\nfeature          \"Característica\""), outcome.output)
        XCTAssertTrue(outcome.output.contains("\ngiven            \"* \", \"Dado \""), outcome.output)
    }

    func test_languagesFile_withANewLanguage_addsALanguageFilesCanUse() async throws {
        try harness.write("langs.json", """
            {"pirate": {"name": "Pirate", "native": "Pirate", "feature": ["Ahoy matey!"], "rule": ["Rule"],
             "background": ["Yo-ho-ho"], "scenario": ["Heave to"], "scenarioOutline": ["Shiver me timbers"],
             "examples": ["Dead men tell no tales"], "given": ["* ", "Gangway! "], "when": ["* ", "Blimey! "],
             "then": ["* ", "Let go and haul "], "and": ["* ", "Aye "], "but": ["* ", "Avast! "]}}
            """)
        try harness.write("Pirate/p.feature", "Ahoy matey!: Treasure\n\n  Heave to: Dig\n    Gangway! a passing step\n")

        let outcome = await harness.run(["--format", "message", "--languages", "langs.json", "--language", "pirate", "Pirate"], steps: SampleProject.steps())

        XCTAssertEqual(outcome.status, 0, outcome.error)
        XCTAssertEqual(try outcome.envelopes().startedPickleNames, ["Dig"])
    }

    func test_main_gherkinSubcommand_routesToTheGherkinCommand() async throws {
        let path = harness.directory.appendingPathComponent("Features/cukes.feature").path

        let outcome = await harness.run(["gherkin", "--no-source", "--no-ast", path])

        XCTAssertEqual(outcome.status, 0, outcome.error)
        let envelopes = try MessageDecoder().envelopes(from: outcome.output)
        XCTAssertEqual(envelopes.map(\.name), Array(repeating: "pickle", count: 5))
    }

    func test_main_formatSubcommand_routesToTheFormatCommandReadingStandardInput() async throws {
        let run = await harness.run(["--format", "message", "--tags", "@smoke"], steps: SampleProject.steps())

        let outcome = await harness.run(["format", "--format", "junit"], input: run.output)

        XCTAssertEqual(outcome.status, 0, outcome.error)
        XCTAssertTrue(outcome.output.contains(#"<testcase classname="Cukes" name="Passing""#), outcome.output)
    }
}
