import CucumberMessages
@testable import Formatters
import XCTest

final class StepUsageTests: XCTestCase {
    func test_add_usesOutOfFileOrder_keepTheFirstPlacesAndExampleInFileOrder() {
        var sut = makeSUT()

        for ordinal in (0..<30).reversed() { add(ordinal: ordinal, nanoseconds: 1, to: &sut) }

        XCTAssertEqual(sut.places.map(\.ordinal), Array(0..<StepUsage.Definition.placesKept))
        XCTAssertEqual(sut.firstUse?.ordinal, 0)
    }

    func test_add_everSlowerUses_keepTheSlowestFirst() {
        var sut = makeSUT()

        for nanoseconds in 1...30 { add(ordinal: Int(nanoseconds), nanoseconds: Int64(nanoseconds), to: &sut) }

        XCTAssertEqual(sut.slowest.compactMap(\.nanoseconds), [30, 29, 28, 27, 26])
    }

    func test_add_usesNeitherEarlierNorSlower_areCountedWithoutBeingSpelled() {
        var sut = makeSUT()
        var spelled = 0

        for ordinal in 0..<20 { add(ordinal: ordinal, nanoseconds: 100, to: &sut) { spelled += 1 } }
        for ordinal in 20..<120 { add(ordinal: ordinal, nanoseconds: 100, to: &sut) { spelled += 1 } }

        XCTAssertEqual(spelled, 20)
        XCTAssertEqual(sut.useCount, 120)
        XCTAssertEqual(sut.totalNanoseconds, 12_000)
        XCTAssertEqual(sut.places.count, StepUsage.Definition.placesKept)
    }

    func test_add_usesAtAPlaceAlreadyKept_areNotListedTwice() {
        var sut = makeSUT()

        add(ordinal: 3, nanoseconds: 1, place: "a.feature:3", to: &sut)
        add(ordinal: 1, nanoseconds: 1, place: "a.feature:3", to: &sut)

        XCTAssertEqual(sut.places.map(\.ordinal), [3])
        XCTAssertEqual(sut.firstUse?.ordinal, 1)
    }

    func test_add_manyUsesOfOneWrittenStep_areSpelledOnlyAsTheExampleAndTheSlowest() {
        var sut = makeSUT()
        var spelled = 0

        // An outline's rows all use the step at one place, in file order, none slower than the first.
        for ordinal in 0..<1000 { add(ordinal: ordinal, nanoseconds: 1, place: "a.feature:4", to: &sut) { spelled += 1 } }

        XCTAssertEqual(spelled, StepUsage.Definition.slowestKept)
        XCTAssertEqual(sut.places.map(\.place), ["a.feature:4"])
        XCTAssertEqual(sut.useCount, 1000)
    }

    func test_add_kindKeywords_areCountedPerKeyword() {
        var sut = makeSUT()

        for keyword in ["Dado ", "Given ", "Dado ", nil] { add(ordinal: 0, nanoseconds: 1, kindKeyword: keyword, to: &sut) }

        XCTAssertEqual(sut.kindKeywordCounts, ["Dado ": 2, "Given ": 1])
    }

    // MARK: - Helpers

    private func makeSUT() -> StepUsage.Definition {
        StepUsage.Definition(
            definition: StepDefinition(
                id: "d1",
                pattern: StepDefinitionPattern(source: "a step", type: .cucumberExpression),
                sourceReference: SourceReference(uri: "Steps.swift", location: Location(line: 1))
            ),
            location: "Steps.swift:1"
        )
    }

    private func add(
        ordinal: Int, nanoseconds: Int64, place: String? = nil, kindKeyword: String? = nil,
        to sut: inout StepUsage.Definition, spelled: () -> Void = {}
    ) {
        sut.add(ordinal: ordinal, nanoseconds: nanoseconds, kindKeyword: kindKeyword) {
            place ?? "a.feature:\(ordinal)"
        } makeUse: { place in
            spelled()
            return StepUsage.Use(
                keyword: "Given ", text: "a step", place: place, kindKeyword: kindKeyword,
                nanoseconds: nanoseconds, argument: nil, ordinal: ordinal
            )
        }
    }
}
