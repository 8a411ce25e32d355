@testable import Reports
import Foundation
import XCTest
import TestSupport

final class ReportFileWriterTests: XCTestCase {
    private var folder: TemporaryFolder!

    // Made in setUp, not as the property's initial value: XCTest makes an instance of the class for every test
    // method, also those a filtered or parallel run never calls, and only a called test's tearDown removes it.
    override func setUp() {
        super.setUp()
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
        super.tearDown()
    }

    func test_write_intoMissingFolders_createsThemAndTheFile() throws {
        let sut = ReportFileWriter()

        try sut.write("<xml/>\n", to: folder.file("reports/ci/junit.xml"))

        XCTAssertEqual(folder.contents(of: "reports/ci/junit.xml"), "<xml/>\n")
        XCTAssertEqual(folder.entries(in: "reports/ci"), ["junit.xml"])
    }

    func test_write_overExistingReport_replacesItAndLeavesNoTemporaryFile() throws {
        let sut = ReportFileWriter()
        try sut.write("old", to: folder.file("junit.xml"))

        try sut.write("new", to: folder.file("junit.xml"))

        XCTAssertEqual(folder.contents(of: "junit.xml"), "new")
        XCTAssertEqual(folder.entries(), ["junit.xml"])
    }

    func test_commit_overExistingReport_handsOverTheOldFileStillOpenAndPutsTheNewOneInPlace() throws {
        try ReportFileWriter().write("old", to: folder.file("run.ndjson"))
        let oldInode = try inode(of: folder.file("run.ndjson"))
        var released: [Int32] = []
        let sink = try ReportFileWriter().open(folder.file("run.ndjson"))
        sink.releaseReplaced = { released.append($0) }
        sink.write("new")

        try sink.commit()

        XCTAssertEqual(released.count, 1)
        var status = stat()
        XCTAssertEqual(released.first.map { fstat($0, &status) }, 0)
        XCTAssertEqual(status.st_ino, oldInode, "the descriptor handed over is the replaced report's")
        XCTAssertEqual(folder.contents(of: "run.ndjson"), "new")
        XCTAssertEqual(folder.entries(), ["run.ndjson"])
        released.forEach { close($0) }
    }

    func test_commit_withNoEarlierReport_handsOverNothing() throws {
        var released: [Int32] = []
        let sink = try ReportFileWriter().open(folder.file("run.ndjson"))
        sink.releaseReplaced = { released.append($0) }
        sink.write("new")

        try sink.commit()

        XCTAssertEqual(released, [])
        XCTAssertEqual(folder.contents(of: "run.ndjson"), "new")
    }

    func test_openedSink_reportLargerThanTheWritebackInterval_isWrittenWholeInPlaceOfTheOldOne() throws {
        try ReportFileWriter().write("old", to: folder.file("run.ndjson"))

        try assertWrittenWhole(megabytes: 9, waitingForDisk: false)
    }

    func test_openedSinkThatWaitsForTheDisk_reportLargerThanItsInterval_isWrittenWholeInPlace() throws {
        try assertWrittenWhole(megabytes: 17, waitingForDisk: true)
    }

    func test_write_throughALinkToANonASCIIName_replacesTheLinksTargetAndKeepsTheLink() throws {
        // The link's target is read as bytes whatever the sign of the platform's C `char`.
        let sut = ReportFileWriter()
        try FileManager.default.createDirectory(atPath: folder.file("informes"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("junit.xml"), withDestinationPath: "informes/résumé-日本.xml")

        try sut.write("<xml/>", to: folder.file("junit.xml"))

        XCTAssertEqual(folder.contents(of: "informes/résumé-日本.xml"), "<xml/>")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("junit.xml")), "informes/résumé-日本.xml")
    }

    func test_write_underAFileInsteadOfAFolder_throwsNamingThePath() throws {
        let sut = ReportFileWriter()
        try sut.write("plain file", to: folder.file("blocker"))
        let path = folder.file("blocker/junit.xml")

        XCTAssertThrowsError(try sut.write("x", to: path)) { error in
            XCTAssertEqual(error as? ReportWriteError, ReportWriteError(path: path, reason: "Not a directory"))
            XCTAssertEqual("\(error)", "Could not write report '\(path)': Not a directory")
        }
        XCTAssertEqual(folder.contents(of: "blocker"), "plain file")
    }

    func test_write_relativePathFromDirectory_writesInsideIt() throws {
        let sut = ReportFileWriter()

        try sut.write("<xml/>\n", to: "reports/junit.xml", from: folder.path)

        XCTAssertEqual(folder.contents(of: "reports/junit.xml"), "<xml/>\n")
    }

    func test_write_relativePathFromDirectoryUnderAFile_throwsQuotingThePathAsGiven() throws {
        let sut = ReportFileWriter()
        try sut.write("plain file", to: folder.file("blocker"))

        XCTAssertThrowsError(try sut.write("x", to: "blocker/junit.xml", from: folder.path)) { error in
            XCTAssertEqual("\(error)", "Could not write report 'blocker/junit.xml': Not a directory")
        }
        XCTAssertThrowsError(try sut.write("x", to: "blocker/ci/junit.xml", from: folder.path)) { error in
            XCTAssertEqual("\(error)", "Could not write report 'blocker/ci/junit.xml': cannot create folder 'blocker/ci': Not a directory")
        }
    }

    func test_write_ontoAFolder_throwsAndKeepsTheFolder() throws {
        let sut = ReportFileWriter()
        try FileManager.default.createDirectory(atPath: folder.file("reports/junit.xml"), withIntermediateDirectories: true)

        XCTAssertThrowsError(try sut.write("x", to: folder.file("reports/junit.xml"))) { error in
            XCTAssertEqual((error as? ReportWriteError)?.path, self.folder.file("reports/junit.xml"))
        }
        XCTAssertEqual(folder.entries(in: "reports"), ["junit.xml"])
    }

    func test_write_pathEndingInSlash_throwsSayingItIsAFolder() {
        XCTAssertThrowsError(try ReportFileWriter().write("x", to: "reports/")) { error in
            XCTAssertEqual(error as? ReportWriteError, ReportWriteError(path: "reports/", reason: "it names a folder, not a file"))
        }
    }

    private func inode(of path: String) throws -> ino_t {
        var status = stat()
        guard stat(path, &status) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return status.st_ino
    }

    /// Writes `megabytes` of lines through a sink to `run.ndjson` and checks the file holds them all, alone.
    private func assertWrittenWhole(megabytes: Int, waitingForDisk: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let text = String(repeating: "x", count: 1023) + "\n"
        let sink = try ReportFileWriter().open(folder.file("run.ndjson"))
        sink.waitsForDisk = waitingForDisk

        for _ in 0..<(megabytes << 10) { sink.write(text) }
        try sink.commit()

        let written = try XCTUnwrap(folder.contents(of: "run.ndjson"), file: file, line: line)
        XCTAssertEqual(written.utf8.count, megabytes << 20, file: file, line: line)
        XCTAssertTrue(written.hasPrefix(text) && written.hasSuffix(text), file: file, line: line)
        XCTAssertEqual(folder.entries(), ["run.ndjson"], file: file, line: line)
    }
}
