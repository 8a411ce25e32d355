@testable import BDDRuntime
import CucumberMessages
import XCTest

final class ShardPlannerTests: XCTestCase {
    func test_part_ofTwoShards_keepsEveryDocumentAndSplitsThePickles() {
        let parts = (1...2).map { makeSUT(shard: $0) }

        for part in parts {
            XCTAssertEqual(documents(in: part).count, 2, "every shard publishes every file's document")
        }
        let first = pickles(in: parts[0]).map(\.name), second = pickles(in: parts[1]).map(\.name)
        XCTAssertFalse(first.isEmpty)
        XCTAssertFalse(second.isEmpty)
        XCTAssertEqual(Set(first).intersection(second), [])
        XCTAssertEqual(Set(first + second), ["a1", "a2", "a3", "b1", "b2", "b3"])
    }

    func test_part_ofAShard_namesInItsManifestTheIdsItsPicklesCarry() throws {
        let sut = makeSUT(shard: 2)

        let planned = try XCTUnwrap(sut.manifest.plannedScenarios)
        let own = planned.filter { $0.shard == 2 }
        XCTAssertEqual(pickles(in: sut).map(\.id), own.map(\.pickleId))
        XCTAssertEqual(pickles(in: sut).map(\.astNodeIds), own.map(\.astNodeIds))
        XCTAssertEqual(sut.manifest.scenarios, own.count)
        XCTAssertEqual(sut.manifest.selected, 6)
    }

    func test_part_ofEveryShard_numbersTheDocumentsAlike() {
        let parts = (1...3).map { makeSUT(shard: $0, count: 3) }

        XCTAssertEqual(Set(parts.map { documents(in: $0) }).count, 1, "a merge finds one document in all streams")
    }

    func test_part_withAFilter_plansOnlyWhatItSelects() throws {
        let parts = try (1...2).map { makeSUT(shard: $0, filter: try PickleFilter(tagExpression: "@smoke")) }

        XCTAssertEqual(Set(parts.flatMap { pickles(in: $0).map(\.name) }), ["a2", "b3"])
        XCTAssertEqual(parts[0].manifest.selected, 2)
    }

    // MARK: - Helpers

    private func makeSUT(shard index: Int, count: Int = 2, filter: PickleFilter? = nil) -> ShardPart {
        let files = ["a", "b"].map { prefix in
            let scenarios = (1...3).map { number in
                let name = "\(prefix)\(number)"
                return (["a2", "b3"].contains(name) ? "  @smoke\n" : "") + "  Scenario: \(name)\n    Given a step\n"
            }
            return (uri: "features/\(prefix).feature", text: "Feature: \(prefix)\n" + scenarios.joined())
        }
        return ShardPlanner.part(
            of: MemoryFeatureStream(files: files),
            filter: filter,
            shard: Shard(index: index, count: count)!,
            timings: nil,
            options: RunOptions()
        )
    }

    private func envelopes(in part: ShardPart) -> [Envelope] {
        var files = part.files
        var ids: any IdGenerator = IncrementingIdGenerator(start: 1000)
        var all: [Envelope] = []
        while let file = files.nextFile(ids: &ids) { all += file }
        return all
    }

    private func pickles(in part: ShardPart) -> [Pickle] {
        envelopes(in: part).compactMap { if case .pickle(let pickle) = $0 { pickle } else { nil } }
    }

    private func documents(in part: ShardPart) -> [GherkinDocument] {
        envelopes(in: part).compactMap { if case .gherkinDocument(let document) = $0 { document } else { nil } }
    }
}
