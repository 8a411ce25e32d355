import CucumberMessages
import Formatters
import Foundation
import XCTest
import TestSupport

/// Every `junit/NAME.ndjson` of the shared suite must give the report of `NAME.default.xml`, compared as
/// /work/shared/tools/check-junit compares them, and be valid against jenkins-junit.xsd.
final class JUnitConformanceTests: XCTestCase {
    func test_junitFormatter_onEverySharedSample_matchesCucumbersReport() throws {
        let directory = try ConformanceDirectory.suite("junit")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".ndjson") }.sorted()
        var compared = 0

        for name in names {
            let sample = String(name.dropLast(".ndjson".count))
            let expectedURL = directory.appendingPathComponent("\(sample).default.xml")
            guard FileManager.default.fileExists(atPath: expectedURL.path) else { continue }
            let envelopes = try MessageDecoder().envelopes(from: String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8))
            let xml = render(envelopes)
            let actual = try XMLTree.parse(xml)
            let expected = try XMLTree.parse(String(contentsOf: expectedURL, encoding: .utf8))

            if let difference = actual.firstDifference(from: expected) { XCTFail("\(sample): \(difference)") }
            XCTAssertEqual(JUnitSchemaCheck.problems(in: xml), [], sample)
            compared += 1
        }

        XCTAssertGreaterThan(compared, 0, "no NAME.ndjson with a NAME.default.xml in \(directory.path)")
    }

    // MARK: - Helpers

    private func render(_ envelopes: [Envelope]) -> String {
        let spy = WriteSpy()
        var sut = JUnitFormatter(write: spy.write)
        for envelope in envelopes { sut.record(envelope) }
        sut.finish()
        return spy.text
    }
}
