import Foundation
import XCTest

/// The stages inside a target go one way, as the targets do: no folder uses a type of a later stage.
final class StageOrderTests: XCTestCase {
    func test_violations_ofEveryStagedTarget_areNone() throws {
        for (target, order) in StageOrder.stages.sorted(by: { $0.key < $1.key }) {
            let files = try sources(of: target)

            let folders = Set(files.compactMap { $0.path.split(separator: "/").count > 1 ? String($0.path.split(separator: "/")[0]) : nil })
            XCTAssertEqual(folders, Set(order), "\(target): every folder is a stage, placed in the order")
            XCTAssertEqual(StageOrder.violations(in: files, order: order).map(\.description), [], target)
        }
    }

    func test_sideViolations_ofEverySidedStage_areNone() throws {
        for (stage, allowed) in StageOrder.sides.sorted(by: { $0.key < $1.key }) {
            let files = try sources(of: stage)

            let folders = Set(files.compactMap { $0.path.split(separator: "/").count > 1 ? String($0.path.split(separator: "/")[0]) : nil })
            XCTAssertEqual(folders, Set(allowed.keys), "\(stage): every folder is a side or what they share")
            XCTAssertEqual(StageOrder.sideViolations(in: files, allowed: allowed).map(\.description), [], stage)
        }
    }

    func test_sideViolations_oneSideNamingTheOthersType_isReportedWithBoth() {
        let files = [
            (path: "Coordinator/Pool.swift", source: "final class Pool {\n    let reader: Reader\n    let frame: Frame\n}\n"),
            (path: "Worker/Reader.swift", source: "final class Reader {}\n"),
            (path: "Wire/Frame.swift", source: "struct Frame {}\n"),
        ]

        let found = StageOrder.sideViolations(in: files, allowed: ["Wire": [], "Coordinator": ["Wire"], "Worker": ["Wire"]])

        XCTAssertEqual(found, [StageOrder.Violation(file: "Coordinator/Pool.swift", from: "Coordinator", to: "Worker", type: "Reader")])
    }

    func test_violations_earlierStageNamingALaterOnesType_isReportedWithBoth() {
        let files = [
            (path: "Loading/Reader.swift", source: "struct Reader {\n    let part: ShardPart\n}\n"),
            (path: "Sharding/ShardPart.swift", source: "public struct ShardPart {\n    let reader: Reader\n}\n"),
        ]

        let found = StageOrder.violations(in: files, order: ["Loading", "Sharding"])

        XCTAssertEqual(found, [StageOrder.Violation(file: "Loading/Reader.swift", from: "Loading", to: "Sharding", type: "ShardPart")])
    }

    func test_violations_typeNamedInACommentOrStringOrNested_isNoUse() {
        let files = [
            (path: "Loading/Reader.swift", source: "/// Hands a ShardPart on.\nstruct Reader {\n    let name = \"ShardPart\"\n    enum Step {}\n}\n"),
            (path: "Sharding/ShardPart.swift", source: "struct ShardPart {\n    struct Step {}\n}\n"),
        ]

        XCTAssertEqual(StageOrder.violations(in: files, order: ["Loading", "Sharding"]), [])
    }

    // MARK: - Helpers

    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func sources(of target: String) throws -> [(path: String, source: String)] {
        let folder = root.appendingPathComponent("Sources").appendingPathComponent(target)
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }
}
