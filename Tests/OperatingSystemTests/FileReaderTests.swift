import OperatingSystem
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

final class FileReaderTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUp() {
        folder = TemporaryFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func test_bytes_regularFile_returnsItsBytes() throws {
        let text = String(repeating: "Feature: long\n", count: 10_000)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder.file("a.feature")))

        XCTAssertEqual(try FileReader.bytes(atPath: folder.file("a.feature")), Array(text.utf8))
    }

    func test_bytes_emptyFile_returnsNoBytes() throws {
        try Data().write(to: URL(fileURLWithPath: folder.file("empty.feature")))

        XCTAssertEqual(try FileReader.bytes(atPath: folder.file("empty.feature")), [])
    }

    #if os(Linux)
    func test_bytes_fileThatGivesNoSize_returnsAllItsBytes() throws {
        // /proc files say they are empty and are not: the reader must read on past the size it was told.
        let path = "/proc/self/cmdline"
        let told = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        XCTAssertEqual(told, 0, "a /proc file that gives its size no longer tests anything")
        let arguments: [UInt8] = CommandLine.arguments.flatMap { Array($0.utf8) + [UInt8(0)] }

        XCTAssertEqual(try FileReader.bytes(atPath: path), arguments)
    }
    #endif

    func test_bytes_fifo_refusesWithoutOpeningIt() {
        XCTAssertEqual(mkfifo(folder.file("fifo.feature"), 0o644), 0)

        assertFailure(reading: "fifo.feature", reason: "it is a FIFO, not a regular file")
    }

    func test_bytes_folder_refusesIt() throws {
        try FileManager.default.createDirectory(atPath: folder.file("a.feature"), withIntermediateDirectories: false)

        assertFailure(reading: "a.feature", reason: "it is a folder, not a regular file")
    }

    func test_bytes_linkToAMissingFile_saysSo() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.file("a.feature"), withDestinationPath: "gone.feature")

        assertFailure(reading: "a.feature", reason: "it is a link to a missing file")
    }

    func test_bytes_missingFile_givesTheSystemsReason() {
        assertFailure(reading: "nope.feature", reason: "no such file or directory")
    }

    func test_bytes_fileWithoutReadPermission_givesTheSystemsReason() throws {
        try XCTSkipIf(getuid() == 0, "root reads any file")
        try Data("Feature: x\n".utf8).write(to: URL(fileURLWithPath: folder.file("a.feature")))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.file("a.feature"))

        assertFailure(reading: "a.feature", reason: "permission denied")
    }

    // MARK: - Helpers

    private func assertFailure(reading name: String, reason: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try FileReader.bytes(atPath: folder.file(name)), file: file, line: line) { error in
            XCTAssertEqual(error as? FileReader.Failure, FileReader.Failure(reason: reason), file: file, line: line)
        }
    }
}
