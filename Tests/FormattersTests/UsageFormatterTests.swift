import CucumberMessages
import Formatters
import XCTest

final class UsageFormatterTests: XCTestCase {
    func test_finish_usedAndUnusedDefinitions_listsEachWithTheStepsThatUsedItAndTheUnusedOnesLast() throws {
        let (sut, spy) = makeSUT()

        run(sut, SampleRun.envelopes + [unusedDefinition])

        let lines = spy.text.components(separatedBy: "\n")
        let definition = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("pattern d1 ") })
        XCTAssertTrue(lines[definition].hasSuffix("| \(SampleRun.steps):10"), lines[definition])
        XCTAssertTrue(lines[definition + 1].hasPrefix("  Given a registered user:"), lines[definition + 1])
        XCTAssertTrue(lines[definition + 1].hasSuffix("| \(SampleRun.uri):6"), lines[definition + 1])
        XCTAssertEqual(lines.filter { !$0.isEmpty }.last.map { $0.contains("she fails {int} times") && $0.contains("UNUSED") }, true, spy.text)
    }

    func test_finish_phraseCatalogue_writesEachPhraseWithItsKeywordParametersAndExample() {
        let spy = WriteSpy()
        var sut = PhraseCatalogueFormatter(write: spy.write)

        for envelope in SampleRun.envelopes + [unusedDefinition] { sut.record(envelope) }
        sut.finish()

        XCTAssertTrue(spy.text.hasPrefix("8 phrases (1 not used by any feature)\n"), spy.text)
        XCTAssertTrue(spy.text.contains("\nGiven pattern d1\n    for example: Given a registered user:  (followed by a table)    # \(SampleRun.uri):6\n"), spy.text)
        XCTAssertTrue(spy.text.contains("\nshe fails {int} times\n    {int}: a whole number, like 3\n    not used by any feature"), spy.text)
    }

    // MARK: - Helpers

    private let unusedDefinition = Envelope.stepDefinition(StepDefinition(
        id: "d9",
        pattern: StepDefinitionPattern(source: "she fails {int} times", type: .cucumberExpression),
        sourceReference: SourceReference(uri: SampleRun.steps, location: Location(line: 90))
    ))

    private func makeSUT() -> (UsageFormatter, WriteSpy) {
        let spy = WriteSpy()
        return (UsageFormatter(write: spy.write), spy)
    }

    private func run(_ formatter: UsageFormatter, _ envelopes: [Envelope]) {
        var formatter = formatter
        for envelope in envelopes { formatter.record(envelope) }
        formatter.finish()
    }
}
