import Foundation
@testable import TestSupport
import XCTest

final class BuiltExecutableTests: XCTestCase {
    func test_notBuilt_underCI_failsNamingTheExecutable() {
        let error = BuiltExecutable.notBuilt("SupervisionFixture", environment: ["CI": "true"])

        let missing = error as? SharedData.Missing
        XCTAssertTrue(missing?.message.hasPrefix("SupervisionFixture is not built beside the tests") == true, "\(error)")
    }

    func test_notBuilt_withoutCI_skipsInOneLine() {
        let error = BuiltExecutable.notBuilt("bdd", environment: [:])

        XCTAssertTrue(error is XCTSkip, "\(error)")
        XCTAssertTrue("\(error)".contains("bdd is not built beside the tests"), "\(error)")
    }

    func test_notBuilt_withCIOtherThanTrue_skips() {
        let error = BuiltExecutable.notBuilt("bdd", environment: ["CI": "false"])

        XCTAssertTrue(error is XCTSkip, "only CI=true fails, got \(error)")
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
