import CucumberMessages
import Gherkin
import XCTest

/// Any bytes in, a document or errors out: byte order marks, line breaks, huge lines and tables, garbage.
final class RobustnessTests: XCTestCase {
    func test_parse_byteOrderMark_isIgnoredAndColumnsStayTheSame() throws {
        let sut = makeSUT()

        let document = try sut.parse([0xEF, 0xBB, 0xBF] + Array("Feature: Login\n".utf8), ids: &ids)

        XCTAssertEqual(document.feature?.name, "Login")
        XCTAssertEqual(document.feature?.location, Location(line: 1, column: 1))
    }

    func test_parse_crlfLineBreaks_readsAsLineFeeds() throws {
        let sut = makeSUT()
        let text = "Feature: Login\n  Scenario: ok\n    Given a user\n      | a | b |\n"

        let withCRLF = try sut.parse(text.replacingOccurrences(of: "\n", with: "\r\n"))
        let withLF = try sut.parse(text)

        XCTAssertEqual(withCRLF, withLF)
    }

    func test_parse_docStringAndDescriptionLines_areJoinedFromTheSourceUnescapedAndUntrimmed() throws {
        let sut = makeSUT()
        let text = """
            Feature: f
              Première ligne
                ñ indented

              Scenario: s
                Given text
                  ```md
                  plain ü

                    \\`\\`\\` escaped ``` and \\"\\"\\"
                  last\t
                  ```
            """

        let document = try sut.parse(text)

        XCTAssertEqual(document.feature?.description, "  Première ligne\n    ñ indented")
        guard case .scenario(let scenario) = document.feature?.children.first else { return XCTFail("no scenario") }
        let docString = try XCTUnwrap(scenario.steps.first?.docString)
        XCTAssertEqual(docString.mediaType, "md")
        XCTAssertEqual(docString.delimiter, "```")
        XCTAssertEqual(docString.content, "plain ü\n\n  ``` escaped ``` and \\\"\\\"\\\"\nlast\t")
    }

    func test_parse_emptyInput_givesADocumentWithoutFeature() throws {
        let sut = makeSUT()

        let document = try sut.parse("")

        XCTAssertNil(document.feature)
        XCTAssertEqual(document.comments, [])
    }

    func test_parse_tenMegabyteLine_keepsTheWholeStepText() throws {
        let sut = makeSUT()
        let text = String(repeating: "x", count: 10_000_000)

        let document = try sut.parse(Array("Feature: f\n  Scenario: s\n    Given \(text)\n".utf8), ids: &ids)

        guard case .scenario(let scenario) = document.feature?.children.first else { return XCTFail("expected a scenario") }
        XCTAssertEqual(scenario.steps.first?.text.utf8.count, 10_000_000)
    }

    func test_parse_tenMegabyteTableRow_readsEveryCell() throws {
        let sut = makeSUT()
        let row = "|" + String(repeating: " x |", count: 2_500_000)

        let document = try sut.parse(Array("Feature: f\n  Scenario: s\n    Given t\n      \(row)\n".utf8), ids: &ids)

        guard case .scenario(let scenario) = document.feature?.children.first else { return XCTFail("expected a scenario") }
        let cells = scenario.steps.first?.dataTable?.rows.first?.cells
        XCTAssertEqual(cells?.count, 2_500_000)
        XCTAssertEqual(cells?.last?.location.column, 9 + 4 * 2_499_999)
    }

    func test_parseAndCompile_hundredThousandRowTable_keepsEveryRow() throws {
        let sut = makeSUT()
        let rows = (0..<100_000).map { "      | user\($0) | \($0) |" }.joined(separator: "\n")
        let text = "Feature: f\n  Scenario: s\n    Given these users\n      | name | n |\n\(rows)\n"

        let document = try sut.parse(Array(text.utf8), ids: &ids)
        let pickles = PickleCompiler.compile(document, ids: &ids)

        let table = pickles.first?.steps.first?.argument?.dataTable
        XCTAssertEqual(table?.rows.count, 100_001)
        XCTAssertEqual(table?.rows.last?.cells.map(\.value), ["user99999", "99999"])
    }

    func test_parse_hundredThousandTagLinesAheadOfAScenario_readsThemAll() throws {
        let sut = makeSUT()
        let tags = (0..<100_000).map { "  @t\($0)" }.joined(separator: "\n")

        let document = try sut.parse(Array("Feature: f\n\(tags)\n  Scenario: s\n".utf8), ids: &ids)

        guard case .scenario(let scenario) = document.feature?.children.first else { return XCTFail("expected a scenario") }
        XCTAssertEqual(scenario.tags.count, 100_000)
    }

    func test_parse_randomBytes_neverCrashes() {
        let sut = makeSUT()
        var random = SeededRandom(seed: 42)
        let pieces = ["Feature:", "Scenario:", "Given ", "| a |", "\"\"\"", "```", "@t", "# language: es", "Examples:",
                      "## Scenario:", "* Given ", "`@t`", "| --- |", "````",
                      "Rule:", "Background:", "<x>", "\\", "|", "\n", "\r\n", " ", "\t", "é", "\u{FEFF}", "\u{3000}"]

        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.next(below: 40) {
                if random.next(below: 4) == 0 {
                    bytes.append(UInt8(random.next(below: 256)))
                } else {
                    bytes += Array(pieces[random.next(below: pieces.count)].utf8)
                }
            }
            var ids = IncrementingIdGenerator()
            let format: GherkinFormat = random.next(below: 2) == 0 ? .plain : .markdown
            do {
                let document = try sut.parse(bytes, format: format, ids: &ids)
                _ = PickleCompiler.compile(document, ids: &ids)
            } catch {
                XCTAssertFalse(error.errors.isEmpty, "a failure names its errors: \(bytes)")
            }
        }
    }

    // MARK: - Helpers

    private var ids = IncrementingIdGenerator()

    private func makeSUT() -> GherkinParser {
        GherkinParser()
    }
}

/// A small deterministic generator, so a failing input can be reproduced.
private struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}
