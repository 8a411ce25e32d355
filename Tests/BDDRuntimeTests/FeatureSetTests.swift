@testable import BDDRuntime
import CucumberMessages
import XCTest

final class FeatureSetTests: XCTestCase {
    func test_init_withAShardsPart_keepsItsScenariosByKeyUnderTheIdsItNames() {
        let parsed = makeSUT(["one", "two", "one"], firstId: 300)

        let sut = FeatureSet(parsed: parsed, part: [
            ScenarioKey(uri: uri, name: "one", rank: 1): "planned-a",
            ScenarioKey(uri: uri, name: "two", rank: 0): "planned-b",
        ])

        XCTAssertEqual(sut.pickles.map(\.name), ["two", "one"])
        XCTAssertEqual(sut.pickles.map(\.id), ["planned-b", "planned-a"], "the ids the manifest names, whatever this reading numbered")
        let published = sut.envelopes.compactMap { if case .pickle(let pickle) = $0 { pickle.id } else { nil } }
        XCTAssertEqual(published, ["planned-b", "planned-a"])
    }

    func test_init_withAShardsPart_ranksAmongWhatTheFilterSelected() throws {
        let parsed = makeSUT(["one", "one"], tags: [["@skip"], []], firstId: 0)
        let filter = try PickleFilter(tagExpression: "not @skip")

        let sut = FeatureSet(parsed: parsed, filter: filter, part: [ScenarioKey(uri: uri, name: "one", rank: 0): "planned"])

        XCTAssertEqual(sut.pickles.map(\.id), ["planned"])
        XCTAssertEqual(sut.pickles.first?.tags.map(\.name), [])
    }

    func test_init_withoutAPart_keepsEveryPickleUnderItsOwnId() {
        let parsed = makeSUT(["one", "two"], firstId: 0)
        let ids = parsed.compactMap { if case .pickle(let pickle) = $0 { pickle.id } else { nil } }

        XCTAssertEqual(FeatureSet(parsed: parsed).pickles.map(\.id), ids)
    }

    // MARK: - Helpers

    private let uri = "features/sample.feature"

    private func makeSUT(_ names: [String], tags: [[String]]? = nil, firstId: Int) -> [Envelope] {
        var ids: any IdGenerator = IncrementingIdGenerator(start: firstId)
        let scenarios = names.indices.map { ScenarioFixture(name: names[$0], tags: tags?[$0] ?? [], steps: ["a step"]) }
        return FeatureFixture.parse(uri: uri, scenarios, ids: &ids)
    }
}
