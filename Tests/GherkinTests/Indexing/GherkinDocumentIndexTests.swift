import CucumberMessages
import Gherkin
import TestSupport
import XCTest

final class GherkinDocumentIndexTests: XCTestCase {
    func test_rowPosition_pickleOfEachRowOfSeveralExamplesBlocks_isItsBlockAndRowFoundByLine() throws {
        let (sut, pickles) = try makeSUT(Self.outlineAndRule)
        let rows = pickles.filter { $0.astNodeIds.count > 1 }

        let positions = rows.map { sut.place(of: $0)?.rowPosition(of: $0) }

        XCTAssertEqual(positions, [at(0, 0), at(0, 1), at(1, 0), at(1, 1), at(1, 2)])
        XCTAssertEqual(rows.map { pickle in positions[rows.firstIndex(of: pickle)!].map { sut.place(of: pickle)?.rowLine(at: $0) } }, [11, 13, 17, 18, 19])
        XCTAssertEqual(rows.map(\.location?.line), [11, 13, 17, 18, 19])
    }

    func test_row_position_isTheBodyRowWrittenThereAndItsBlock() throws {
        let (sut, pickles) = try makeSUT(Self.outlineAndRule)
        let place = try XCTUnwrap(sut.place(of: pickles[0]))

        let row = place.row(at: at(1, 2))

        XCTAssertEqual(row.location.line, 19)
        XCTAssertEqual(row.cells.map(\.value), ["5"])
        XCTAssertEqual(row.id, pickles[4].astNodeIds.last)
        XCTAssertEqual(place.examples(at: 1).name, "Second")
        XCTAssertEqual(place.examplesName(at: 0), "First")
    }

    func test_rowPosition_pickleLocatedOffItsRow_isFoundByTheRowsId() throws {
        let (sut, pickles) = try makeSUT(Self.outlineAndRule)
        var moved = pickles[3]
        moved.location = Location(line: 12)

        XCTAssertEqual(sut.place(of: moved)?.rowPosition(of: moved), at(1, 1))
    }

    func test_rowPositionWrittenBy_linesOfABlock_isTheLastBodyRowAtOrBeforeTheLine() throws {
        let (sut, pickles) = try makeSUT(Self.outlineAndRule)
        let place = try XCTUnwrap(sut.place(of: pickles[0]))

        // The header (10) comes before any body row; a comment between rows (12) and the blank line after the
        // last (14) belong to the row above them.
        XCTAssertNil(place.rowPosition(writtenBy: 10, inExamples: 0))
        XCTAssertEqual(place.rowPosition(writtenBy: 12, inExamples: 0), at(0, 0))
        XCTAssertEqual(place.rowPosition(writtenBy: 14, inExamples: 0), at(0, 1))
        XCTAssertEqual(place.rowPosition(writtenBy: 18, inExamples: 1), at(1, 1))
        XCTAssertEqual(place.rowPosition(writtenBy: 40, inExamples: 1), at(1, 2))
    }

    func test_place_pickleOfARuleWithABackground_givesTheRuleAndBothBackgroundsAndTheirSteps() throws {
        let (sut, pickles) = try makeSUT(Self.outlineAndRule)
        let ruled = try XCTUnwrap(pickles.last)

        let place = try XCTUnwrap(sut.place(of: ruled))

        XCTAssertEqual(place.feature.name, "Index")
        XCTAssertEqual(place.rule?.name, "A rule")
        XCTAssertEqual(place.scenario.name, "Ruled")
        XCTAssertEqual(place.featureBackground?.location.line, 3)
        XCTAssertEqual(place.ruleBackground?.location.line, 23)
        XCTAssertEqual(ruled.steps.map { place.stepPosition(of: $0.astNodeIds.first)?.list }, [.featureBackground, .ruleBackground, .scenario])
        XCTAssertEqual(ruled.steps.map { place.keyword(of: $0) }, ["Given ", "Given ", "When "])
        XCTAssertEqual(ruled.steps.map { place.step(of: $0)?.location.line }, [4, 24, 27])
        XCTAssertNil(place.rowPosition(of: ruled))
    }

    func test_place_pickleOfABackgroundlessScenario_hasNoRuleNorBackgroundAndFindsItsSteps() throws {
        let (sut, pickles) = try makeSUT(Self.bare)
        let alone = try XCTUnwrap(pickles.first)

        let place = try XCTUnwrap(sut.place(of: alone))

        XCTAssertNil(place.rule)
        XCTAssertNil(place.featureBackground)
        XCTAssertNil(place.ruleBackground)
        XCTAssertEqual(place.step(of: alone.steps[0])?.text, "a step")
        XCTAssertEqual(place.stepPosition(of: alone.steps[0].astNodeIds.first)?.list, .scenario)
        XCTAssertEqual(place.stepPosition(of: alone.steps[0].astNodeIds.first)?.index, 0)
        XCTAssertNil(place.rowPosition(of: alone))
    }

    func test_line_nodesOfTheDocument_givesTheirLinesAndLeavesRowsToTheirPickles() throws {
        let (sut, pickles) = try makeSUT(Self.outlineAndRule)
        let outline = try XCTUnwrap(sut.place(of: pickles[0]))
        let ruled = try XCTUnwrap(sut.place(of: pickles[5]))

        XCTAssertEqual(sut.line(of: outline.scenario.id), 6)
        XCTAssertEqual(sut.line(of: outline.examples(at: 1).id), 15)
        XCTAssertEqual(sut.line(of: pickles[0].steps[0].astNodeIds[0]), 4)
        XCTAssertEqual(sut.line(of: pickles[0].steps[1].astNodeIds[0]), 7)
        XCTAssertEqual(try sut.line(of: XCTUnwrap(ruled.rule?.id)), 21)
        XCTAssertEqual(try sut.line(of: XCTUnwrap(ruled.ruleBackground?.id)), 23)
        XCTAssertNil(sut.line(of: try XCTUnwrap(pickles[0].astNodeIds.last)))
    }

    func test_lookups_idsNotInTheDocument_findNothing() throws {
        let (sut, pickles) = try makeSUT(Self.outlineAndRule)
        let stranger = Pickle(id: "p", uri: "index.feature", name: "x", language: "en", steps: [], tags: [], astNodeIds: ["elsewhere"])
        var unknownRow = pickles[0]
        unknownRow.astNodeIds = [unknownRow.astNodeIds[0], "no such row"]
        let place = try XCTUnwrap(sut.place(of: pickles[0]))

        XCTAssertNil(sut.place(of: stranger))
        XCTAssertNil(sut.place(ofScenario: "elsewhere"))
        XCTAssertNil(sut.line(of: "elsewhere"))
        XCTAssertNil(place.stepPosition(of: "elsewhere"))
        XCTAssertNil(place.stepPosition(of: nil))
        XCTAssertNil(place.rowPosition(of: unknownRow))
    }

    func test_places_outlineAndRule_areOnePerScenarioInWrittenOrder() throws {
        let (sut, _) = try makeSUT(Self.outlineAndRule)

        XCTAssertEqual(sut.places.map(\.scenario.name), ["Outline <n>", "Ruled"])
    }

    // MARK: - Helpers

    private func makeSUT(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> (GherkinDocumentIndex, [Pickle]) {
        var ids = IncrementingIdGenerator()
        let document = try GherkinParser().parse(Array(text.utf8), uri: "index.feature", ids: &ids)
        let sut = GherkinDocumentIndex(document)
        for place in sut.places { trackForMemoryLeaks(place, file: file, line: line) }
        return (sut, PickleCompiler.compile(document, ids: &ids))
    }

    private func at(_ examplesIndex: Int, _ rowIndex: Int) -> ExampleRowPosition {
        ExampleRowPosition(examplesIndex: examplesIndex, rowIndex: rowIndex)
    }

    /// A feature background, an outline of two Examples blocks (a comment between two rows of the first), and a
    /// rule with a background of its own; each line's number is the one the tests name.
    private static let outlineAndRule = """
        Feature: Index

          Background:
            Given the feature's background

          Scenario Outline: Outline <n>
            Then it is <n>

            Examples: First
              | n |
              | 1 |
              # between rows
              | 2 |

            Examples: Second
              | n |
              | 3 |
              | 4 |
              | 5 |

          Rule: A rule

            Background:
              Given the rule's background

            Scenario: Ruled
              When it runs
        """

    private static let bare = """
        Feature: Bare

          Scenario: Alone
            Given a step
        """
}
