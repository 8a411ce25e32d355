import BDDCommandLine
import CucumberMessages
import Foundation
import Gherkin
import TestSupport
import XCTest

/// `bdd gherkin`: options, NDJSON output, and errors worded as the command-line conventions say.
final class GherkinCommandTests: XCTestCase {
    private var temporaryFiles: [URL] = []

    override func tearDown() {
        for url in temporaryFiles { try? FileManager.default.removeItem(at: url) }
        super.tearDown()
    }

    func test_run_featureFile_printsOneEnvelopePerLine() throws {
        let path = try makeFile("login.feature", "Feature: Login\n  Scenario: ok\n    Given a user\n")

        let result = run(["--no-source", path])

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(try messageNames(result.standardOutput), ["gherkinDocument", "pickle"])
    }

    func test_run_markdownWhoseFirstHeadingHasNoKeyword_writesTheFeatureWithoutAKeywordField() throws {
        let path = try makeFile("notes.feature.md", "# Shopping notes\n\n## Scenario: buy\n* Given a cart\n")

        let result = run(["--no-source", "--no-pickles", path])

        let line = try XCTUnwrap(result.standardOutput.split(separator: "\n").first)
        let envelope = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let feature = try XCTUnwrap((envelope["gherkinDocument"] as? [String: Any])?["feature"] as? [String: Any])
        XCTAssertEqual(feature["name"] as? String, "# Shopping notes")
        XCTAssertNil(feature["keyword"], "the official parsers write no keyword for such a feature")
    }

    func test_run_noAstNoPickles_printsOnlyTheSource() throws {
        let path = try makeFile("login.feature", "Feature: Login\n")

        let result = run(["--no-ast", "--no-pickles", path])

        XCTAssertEqual(try messageNames(result.standardOutput), ["source"])
        XCTAssertTrue(result.standardOutput.contains(#""uri":"\#(path)""#), "uri is the path as given, slashes unescaped")
    }

    func test_run_languageWithEqualsValue_readsFilesInThatLanguage() throws {
        let path = try makeFile("acceso.feature", "Característica: Acceso\n  Escenario: ok\n    Dado un usuario\n")

        let result = run(["--no-source", "--no-ast", "--language=es", path])

        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.contains(#""language":"es""#))
    }

    func test_run_languagesFile_addsItsLanguages() throws {
        let languages = try makeFile("languages.json", #"""
            {"fr-x-test": {"name": "French", "native": "français", "feature": ["Fonctionnalité"], "rule": ["Règle"],
                    "background": ["Contexte"], "scenario": ["Scénario"], "scenarioOutline": ["Plan du scénario"],
                    "examples": ["Exemples"], "given": ["* ", "Soit "], "when": ["* ", "Quand "],
                    "then": ["* ", "Alors "], "and": ["* ", "Et "], "but": ["* ", "Mais "]}}
            """#)
        let path = try makeFile("connexion.feature", "# language: fr-x-test\nFonctionnalité: Connexion\n")

        let result = run(["--languages", languages, "--no-source", path])

        XCTAssertEqual(try messageNames(result.standardOutput), ["gherkinDocument"])
    }

    func test_run_fileWithErrors_printsParseErrorEnvelopes() throws {
        let path = try makeFile("bad.feature", "not gherkin\n")

        let result = run(["--no-source", path])

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(try messageNames(result.standardOutput), ["parseError"])
    }

    func test_run_fileInUnknownLanguage_saysOnStandardErrorWhichLanguagesExist() throws {
        let path = try makeFile("unknown.feature", "# language: xx\nFeature: x\n")

        let result = run(["--no-source", path])

        XCTAssertEqual(try messageNames(result.standardOutput), ["parseError"])
        XCTAssertTrue(result.standardError.hasPrefix("\(path):(1:1): Language not supported: xx (available: af, am, "), result.standardError)
        XCTAssertTrue(result.standardError.contains(" fr, "), result.standardError)
    }

    func test_run_unknownOption_printsTheErrorAndUsageAndExitsWith2() {
        let result = run(["--colour", "a.feature"])

        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, """
            Error: Unknown option '--colour'
            Usage: bdd gherkin [--no-source] [--no-ast] [--no-pickles] [--languages FILE] [--language LANG] FILE...
            See 'bdd gherkin --help' for more information.

            """)
    }

    func test_run_unknownDefaultLanguage_exitsWith2PointingToTheLanguageListing() {
        let result = run(["--language", "xx", "a.feature"])

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix(
            "Error: Invalid value 'xx' for option '--language': unknown language (see bdd --i18n-languages)\n"
        ), result.standardError)
    }

    func test_run_noFile_exitsWith2() {
        let result = run(["--no-source"])

        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.hasPrefix("Error: "))
    }

    func test_run_missingFile_saysSoAndExitsWith1() {
        let result = run(["/nonexistent/missing.feature"])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, "Error: cannot read '/nonexistent/missing.feature': no such file or directory\n")
    }

    func test_run_outputLargerThanOneChunk_printsEveryEnvelopeOnceInOrder() throws {
        let scenarios = (0..<400).map { "  Scenario: number \($0)\n    Given step \($0) of a long enough text\n" }
        let path = try makeFile("many.feature", "Feature: Many\n" + scenarios.joined())
        var chunks: [String] = []

        let status = GherkinCommand.run(arguments: ["--no-source", "--no-ast", path], standardOutput: { chunks.append($0) }, standardError: { _ in })

        XCTAssertEqual(status, 0)
        XCTAssertGreaterThan(chunks.count, 1, "the output spans several chunks")
        XCTAssertTrue(chunks.allSatisfy { $0.hasSuffix("\n") }, "a chunk ends with a whole line")
        let names = try chunks.joined().split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return (object?["pickle"] as? [String: Any])?["name"] as? String ?? ""
        }
        XCTAssertEqual(names, (0..<400).map { "number \($0)" })
    }

    func test_run_missingFileAfterAReadableOne_printsTheFirstFilesEnvelopesBeforeTheError() throws {
        let path = try makeFile("login.feature", "Feature: Login\n  Scenario: ok\n    Given a user\n")
        var transcript: [String] = []

        _ = GherkinCommand.run(
            arguments: ["--no-source", "--no-ast", path, "/nonexistent/missing.feature"],
            standardOutput: { transcript.append("out: " + $0) }, standardError: { transcript.append("err: " + $0) }
        )

        XCTAssertEqual(transcript.count, 2)
        XCTAssertTrue(transcript.first?.hasPrefix("out: {\"pickle\"") ?? false, "\(transcript)")
        XCTAssertEqual(transcript.last, "err: Error: cannot read '/nonexistent/missing.feature': no such file or directory\n")
    }

    func test_run_folderOperand_saysItIsNoFileAndExitsWith1() {
        let folder = FileManager.default.temporaryDirectory.path

        let result = run([folder])

        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, "Error: cannot read '\(folder)': it is a folder, not a regular file\n")
    }

    func test_run_manyFilesSomeBadOrUnreadable_printsWhatEachGivesInTurnNumberedAsOneGeneratorWould() throws {
        // More files than the parsing thread holds ahead, so it waits for the writer and hands over many batches.
        var paths: [String] = []
        for number in 0..<300 {
            switch number % 50 {
            case 7: paths.append("/nonexistent/missing-\(number).feature")
            case 13: paths.append(try makeFile("bad-\(number).feature", "oops\nFeature: Bad\n  Scenario: s\n    Given a\n"))
            default:
                paths.append(try makeFile("f-\(number).feature", """
                    Feature: F\(number)
                      Background:
                        Given a background
                      Scenario Outline: o
                        When I add <n>
                        Examples:
                          | n |
                          | \(number) |
                          | \(number + 1) |
                      Rule: r
                        Scenario: s
                          Then \(number)
                    """))
            }
        }
        let expected = try oneFileAfterTheOther(paths)
        var output = ""
        var errors = ""

        let status = GherkinCommand.run(arguments: paths, standardOutput: { output += $0 }, standardError: { errors += $0 })

        XCTAssertEqual(status, 1)
        XCTAssertEqual(output, expected.output)
        XCTAssertEqual(errors, expected.errors)
    }

    func test_run_filesLargerThanABatchOfSource_printsWhatEachGivesInTurn() throws {
        // Each large file is a batch of its own: more source than one batch holds.
        let scenarios = (0..<5_000).map { "  Scenario: number \($0)\n    Given step \($0) of a long enough text\n" }.joined()
        var paths: [String] = []
        for number in 0..<4 {
            paths.append(try makeFile("large-\(number).feature", "Feature: Large \(number)\n" + scenarios))
            paths.append(try makeFile("small-\(number).feature", "Feature: Small \(number)\n  Scenario: s\n    Given a\n"))
        }
        let expected = try oneFileAfterTheOther(paths)
        var output = ""

        let status = GherkinCommand.run(arguments: paths, standardOutput: { output += $0 }, standardError: { _ in })

        XCTAssertEqual(status, 0)
        XCTAssertEqual(output, expected.output)
    }

    func test_run_officialFrenchFeature_printsTheOfficialSourceDocumentAndPickles() throws {
        let file = try officialFeature("i18n_fr.feature")

        let result = run([file.path])

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(try canonicalLines(result.standardOutput), try officialEnvelopes(of: file))
    }

    func test_runWithBytes_officialFrenchFeature_printsTheOfficialSourceDocumentAndPickles() throws {
        let file = try officialFeature("i18n_fr.feature")
        var bytes: [UInt8] = []

        let status = GherkinCommand.run(arguments: [file.path], standardOutputBytes: { bytes += $0 }, standardError: { _ in })

        XCTAssertEqual(status, 0)
        XCTAssertEqual(try canonicalLines(String(decoding: bytes, as: UTF8.self)), try officialEnvelopes(of: file))
    }

    func test_run_help_printsTheHelpText() {
        let result = run(["--help"])

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, """
            USAGE: bdd gherkin [--no-source] [--no-ast] [--no-pickles] [--languages FILE] [--language LANG] FILE...

            ARGUMENTS:
              FILE              A .feature or .feature.md file to read.

            OPTIONS:
              --no-source       Do not print the source envelopes.
              --no-ast          Do not print the gherkinDocument envelopes.
              --no-pickles      Do not print the pickle envelopes.
              --languages FILE  Read more languages from a gherkin-languages.json file.
              --language LANG   The language of files without a '# language:' header (default: en).
              -h, --help        Show help information.

            """)
    }

    // MARK: - Helpers

    private struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    private func run(_ arguments: [String]) -> Result {
        var output = ""
        var error = ""
        let status = GherkinCommand.run(arguments: arguments, standardOutput: { output += $0 }, standardError: { error += $0 })
        return Result(status: status, standardOutput: output, standardError: error)
    }

    private func makeFile(_ name: String, _ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
        try Data(text.utf8).write(to: url)
        temporaryFiles.append(url)
        return url.path
    }

    /// What reading `paths` one after the other on this thread, with one id generator, prints.
    private func oneFileAfterTheOther(_ paths: [String]) throws -> (output: String, errors: String) {
        let messages = GherkinMessages()
        let encoder = MessageEncoder()
        var ids = IncrementingIdGenerator()
        var output = ""
        var errors = ""
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                errors += "Error: cannot read '\(path)': no such file or directory\n"
                continue
            }
            for envelope in messages.envelopes(uri: path, bytes: [UInt8](data), ids: &ids) {
                output += try encoder.line(for: envelope) + "\n"
            }
        }
        return (output, errors)
    }

    /// A good file of the official Gherkin test data; skips the test (fails it under CI) without the suite.
    private func officialFeature(_ name: String) throws -> URL {
        try ConformanceDirectory.suite("gherkin").appendingPathComponent("good").appendingPathComponent(name)
    }

    /// What the official data expects `bdd gherkin FILE` to print: its source, document and pickle envelopes in turn.
    private func officialEnvelopes(of file: URL) throws -> [String] {
        try [".source.ndjson", ".ast.ndjson", ".pickles.ndjson"].flatMap { suffix in
            try canonicalLines(String(contentsOf: URL(fileURLWithPath: file.path + suffix), encoding: .utf8))
        }
    }

    /// Each NDJSON line with sorted keys and every `uri` reduced to its file name, as the official checker compares them.
    private func canonicalLines(_ text: String) throws -> [String] {
        func canonical(_ value: Any) -> Any {
            if let array = value as? [Any] { return array.map(canonical) }
            guard let object = value as? [String: Any] else { return value }
            var members: [String: Any] = [:]
            for (key, member) in object {
                members[key] = key == "uri" ? ((member as? String).map { ($0 as NSString).lastPathComponent } ?? member) : canonical(member)
            }
            return members
        }
        return try text.split(separator: "\n").map { line in
            let value = canonical(try JSONSerialization.jsonObject(with: Data(line.utf8)))
            return String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
        }
    }

    private func messageNames(_ output: String) throws -> [String] {
        try output.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?.keys.first ?? ""
        }
    }
}
