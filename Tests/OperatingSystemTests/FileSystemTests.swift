import Foundation
import OperatingSystem
import TestSupport
import XCTest

/// Paths as the file system says: a folder's entries with their kinds, a link told from what it points to.
final class FileSystemTests: XCTestCase {
    func test_forEachEntry_ofAFolder_namesEachEntryWithItsKindButTheDots() throws {
        let folder = makeSUT()
        try "Feature: a".write(toFile: folder.file("a.feature"), atomically: false, encoding: .utf8)
        try FileSystem.makeFolder(folder.file("sub"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: "sub")

        var entries: [String: FileKind] = [:]
        let read = FileSystem.forEachEntry(in: folder.path) { name, kind in entries[name] = kind }

        XCTAssertTrue(read)
        XCTAssertEqual(entries, ["a.feature": .regular, "sub": .folder, "link": .link])
    }

    func test_forEachEntry_ofAMissingFolder_isFalse() {
        XCTAssertFalse(FileSystem.forEachEntry(in: makeSUT().file("missing")) { _, _ in XCTFail("no entry") })
    }

    func test_status_ofALink_isItsTargetsUnlessNotFollowed() throws {
        let folder = makeSUT()
        try FileSystem.makeFolder(folder.file("sub"))
        try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: "sub")

        XCTAssertEqual(FileStatus(path: folder.file("link"))?.kind, .folder)
        XCTAssertEqual(FileStatus(path: folder.file("link"), followingLinks: false)?.kind, .link)
        XCTAssertEqual(FileSystem.destinationOfLink(folder.file("link")), "sub")
    }

    func test_makeFolder_thatExists_throwsAlreadyThere() throws {
        let folder = makeSUT()

        XCTAssertThrowsError(try FileSystem.makeFolder(folder.path)) { error in
            XCTAssertEqual((error as? SystemError)?.isAlreadyThere, true)
        }
    }

    func test_openForWriting_creatingExclusivelyAnExistingFile_throws() throws {
        let folder = makeSUT()
        let path = folder.file("report.xml")
        FileDescriptor.close(try FileSystem.openForWriting(path, creatingExclusively: true))

        XCTAssertThrowsError(try FileSystem.openForWriting(path, creatingExclusively: true))
    }

    // MARK: - Helpers

    private func makeSUT() -> TemporaryFolder {
        let folder = TemporaryFolder()
        addTeardownBlock { folder.remove() }
        return folder
    }
}
