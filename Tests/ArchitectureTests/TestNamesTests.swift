import Foundation
import XCTest

/// Every test reads as a spec: `test_<method>_<condition>_<expected>`.
final class TestNamesTests: XCTestCase {
    func test_testNames_everyTestUnderTests_haveAMethodAConditionAndAnExpectation() throws {
        let files = try swiftFiles(under: root.appendingPathComponent("Tests"))
        var offending: [String] = []
        var checked = 0

        for file in files {
            let names = TestNameRule.testNames(inSource: try String(contentsOf: file, encoding: .utf8))
            checked += names.count
            offending += names.filter { !TestNameRule.isConforming($0) }.map { "\(relativePath(file)): \($0)" }
        }

        XCTAssertEqual(offending, [], "not test_<method>_<condition>_<expected>:\n" + offending.joined(separator: "\n"))
        XCTAssertGreaterThan(checked, 500, "the test files were found")
    }

    func test_isConforming_threeCamelCaseParts_isTrue() {
        XCTAssertTrue(TestNameRule.isConforming("test_declaredDependencies_ofEveryTarget_areImportedByIt"))
        XCTAssertTrue(TestNameRule.isConforming("test_loadAll_on200WithBadImageURL_throwsInvalidData"))
    }

    func test_isConforming_twoParts_isFalse() {
        XCTAssertFalse(TestNameRule.isConforming("test_help_printsTheReviewedHelpText"))
    }

    func test_isConforming_specificationsSnakeCaseForm_isTrue() {
        XCTAssertTrue(TestNameRule.isConforming("test_execute_with_valid_credentials_returns_session"))
        XCTAssertTrue(TestNameRule.isConforming("test_execute_with_rejected_credentials_returns_invalidCredentials"))
        XCTAssertTrue(TestNameRule.isConforming("test_execute_cancellation_does_not_return_result"))
        XCTAssertTrue(TestNameRule.isConforming("test_init_with_empty_string_throws_empty"))
    }

    func test_isConforming_snakeCaseWithoutConditionOrResult_isFalse() {
        XCTAssertFalse(TestNameRule.isConforming("test_every_declared_dependency_is_imported_by_its_target"))
        XCTAssertFalse(TestNameRule.isConforming("test_init_does_not_load"), "no condition before the result")
        XCTAssertFalse(TestNameRule.isConforming("test_execute_with_credentials_returns"), "a verb and no result")
        XCTAssertFalse(TestNameRule.isConforming("test_execute_with_Credentials_returns_session"))
    }

    func test_isConforming_partStartingWithACapitalOrEmpty_isFalse() {
        XCTAssertFalse(TestNameRule.isConforming("test_execute_GETOnServerError_retriesOnce"))
        XCTAssertFalse(TestNameRule.isConforming("test_init__throws"))
        XCTAssertFalse(TestNameRule.isConforming("testInit_withNothing_throws"))
    }

    func test_testNames_sourceWithTestsAndHelpers_listsOnlyTheParameterlessNonPrivateTests() {
        // Escaped line breaks, so the whole-tree check does not read these declarations as tests of this file.
        let source = "final class SomeTests: XCTestCase {\n    func test_a_b_c() throws {}\n    @MainActor func test_d_e_f() async {}\n"
            + "    override func testLegacy() {}\n    private func testCases() -> [Int] { [] }\n    func testing(_ value: Int) {}\n"
            + "    // func test_commented_out_one() {}\n}\n"

        let names = TestNameRule.testNames(inSource: source)

        XCTAssertEqual(names, ["test_a_b_c", "test_d_e_f", "testLegacy"])
    }

    // MARK: - Helpers

    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func swiftFiles(under folder: URL) throws -> [URL] {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }
    }

    private func relativePath(_ file: URL) -> String {
        String(file.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
    }
}
