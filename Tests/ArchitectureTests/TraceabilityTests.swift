import Foundation
import TestSupport
import XCTest

/// The Login specification's traceability table (`../shared/seeds/000_…`, "Tabla de trazabilidad") names the test
/// that covers each scenario: each of those tests exists under exactly that name, in the class the table names.
final class TraceabilityTests: XCTestCase {
    func test_traceabilityTable_ofTheLoginSpecification_namesTestsThatExist() throws {
        let rows = try traceabilityRows()

        XCTAssertEqual(rows.count, 6, "the table's rows were read")
        for row in rows {
            let file = try XCTUnwrap(testFile(named: row.testClass), "no file declares \(row.testClass)")
            XCTAssertTrue(TestNameRule.testNames(inSource: file).contains(row.test), "\(row.testClass) has no \(row.test)")
        }
    }

    // MARK: - Helpers

    private let root = ConformanceDirectory.packageRoot

    /// The table's rows: `| Escenario | `test_…` | `ClassTests` |`.
    private func traceabilityRows() throws -> [(test: String, testClass: String)] {
        let seeds = root.appendingPathComponent("../shared/seeds").standardizedFileURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: seeds.path)) ?? []
        guard let specification = names.sorted().first(where: { $0.hasPrefix("000_") }) else {
            throw SharedData.unavailable("the Login specification is not in \(seeds.path)")
        }
        let text = try String(contentsOf: seeds.appendingPathComponent(specification), encoding: .utf8)
        let table = try XCTUnwrap(text.components(separatedBy: "Tabla de trazabilidad").dropFirst().first)
        return table.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            guard cells.count == 3, cells[1].hasPrefix("test_") else { return nil }
            return (cells[1], cells[2])
        }
    }

    /// The source of the test file declaring `testClass` (`final class EmailTests`).
    private func testFile(named testClass: String) throws -> String? {
        let tests = root.appendingPathComponent("Tests")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: tests.path).filter { $0.hasSuffix("/\(testClass).swift") }
        return try paths.first.map { try String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8) }
    }
}
