@testable import BDDRuntime
import CucumberMessages
import XCTest

final class FeatureSetTests: XCTestCase {
    func test_init_withAFilter_keepsOnlyTheScenariosItAccepts() throws {
        let parsed = makeSUT(["one", "two"], tags: [["@skip"], []], firstId: 0)

        let sut = FeatureSet(parsed: parsed, filter: try PickleFilter(tagExpression: "not @skip"))

        XCTAssertEqual(sut.pickles.map(\.name), ["two"])
        let published = sut.envelopes.compactMap { if case .pickle(let pickle) = $0 { pickle.name } else { nil } }
        XCTAssertEqual(published, ["two"], "a pickle the filter refused is not published either")
    }

    func test_init_withoutAFilter_keepsEveryPickleUnderItsOwnId() {
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
