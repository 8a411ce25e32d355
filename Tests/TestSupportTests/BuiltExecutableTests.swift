import Foundation
@testable import TestSupport
import XCTest

final class BuiltExecutableTests: XCTestCase {
    func test_missing_underCI_failsNamingTheExecutable() {
        let decision = BuiltExecutable.missing("SupervisionFixture", environment: ["CI": "true"])

        guard case .fail(let message) = decision else { return XCTFail("expected a failure under CI, got \(decision)") }
        XCTAssertTrue(message.hasPrefix("SupervisionFixture is not built beside the tests"), message)
    }

    func test_missing_withoutCI_skipsInOneLine() {
        let decision = BuiltExecutable.missing("bdd", environment: [:])

        guard case .skip(let message) = decision else { return XCTFail("expected a skip outside CI, got \(decision)") }
        XCTAssertTrue(message.hasPrefix("bdd is not built beside the tests"), message)
        XCTAssertFalse(message.contains("\n"), message)
    }

    func test_missing_withCIOtherThanTrue_skips() {
        let decision = BuiltExecutable.missing("bdd", environment: ["CI": "false"])

        guard case .skip = decision else { return XCTFail("only CI=true fails, got \(decision)") }
    }

    func test_bundleFolder_ofTheRunningTests_leadsToThePackagesProducts() {
        // From the test bundle, not the process: on macOS the process is xctest or swiftpm-testing-helper.
        let found = BuiltExecutable.locate("bdd", from: BuiltExecutable.bundleFolder)

        XCTAssertNotNil(found, "no bdd above \(BuiltExecutable.bundleFolder.path)")
    }

    func test_locate_executableThreeFoldersUp_findsIt() throws {
        let (folder, start) = try makeFolders()
        let tool = try makeFile(folder.file("tool"), executable: true)

        let found = BuiltExecutable.locate("tool", from: start)

        XCTAssertEqual(found?.path, tool)
    }

    func test_locate_fileThatIsNotExecutable_isNil() throws {
        let (folder, start) = try makeFolders()
        _ = try makeFile(folder.file("a/b/tool"), executable: false)

        XCTAssertNil(BuiltExecutable.locate("tool", from: start))
    }

    func test_locate_executableFourFoldersUp_isNil() throws {
        let (folder, _) = try makeFolders()
        let start = URL(fileURLWithPath: folder.file("a/b/c/d"))
        try FileManager.default.createDirectory(at: start, withIntermediateDirectories: true)
        _ = try makeFile(folder.file("tool"), executable: true)

        XCTAssertNil(BuiltExecutable.locate("tool", from: start))
    }

    // MARK: - Helpers

    /// A temporary folder holding `a/b/c`, and that innermost folder, where the search starts.
    private func makeFolders() throws -> (TemporaryFolder, URL) {
        let folder = TemporaryFolder()
        addTeardownBlock { folder.remove() }
        let start = URL(fileURLWithPath: folder.file("a/b/c"))
        try FileManager.default.createDirectory(at: start, withIntermediateDirectories: true)
        return (folder, start)
    }

    private func makeFile(_ path: String, executable: Bool) throws -> String {
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("#!/bin/sh\n".utf8)))
        try FileManager.default.setAttributes([.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: path)
        return path
    }
}
