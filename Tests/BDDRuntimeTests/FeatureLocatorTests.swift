import BDDRuntime
import Foundation
import XCTest

final class FeatureLocatorTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("FeatureLocatorTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    func test_locate_folder_findsFeatureFilesRecursivelyInSortedOrder() throws {
        try write("Features/b.feature", "Features/a/z.feature", "Features/a.feature", "Features/notes.txt", "Features/.hidden/x.feature")

        let located = try makeSUT().locate(operands("Features"))

        XCTAssertEqual(located.map(\.uri), ["Features/a.feature", "Features/a/z.feature", "Features/b.feature"])
        XCTAssertEqual(located.map(\.lines), [nil, nil, nil])
    }

    func test_locate_folder_findsMarkdownFeaturesToo() throws {
        try write("Features/b.feature.md", "Features/a.feature", "Features/readme.md")

        let located = try makeSUT().locate(operands("Features"))

        XCTAssertEqual(located.map(\.uri), ["Features/a.feature", "Features/b.feature.md"])
    }

    func test_locate_fileWithLines_keepsTheLines() throws {
        try write("Features/a.feature")

        let located = try makeSUT().locate(operands("Features/a.feature:3", "./Features/a.feature:9"))

        XCTAssertEqual(located.map(\.uri), ["Features/a.feature"])
        XCTAssertEqual(located.first?.lines, [3, 9])
    }

    func test_locate_fileNamedWholeAndWithLines_runsItWhole() throws {
        try write("Features/a.feature")

        let located = try makeSUT().locate(operands("Features/a.feature:3", "Features"))

        XCTAssertEqual(located.count, 1)
        XCTAssertEqual(located.first?.lines, nil)
    }

    func test_locate_missingPath_throwsNamingIt() {
        XCTAssertThrowsError(try makeSUT().locate(operands("Nope/x.feature:3"))) { error in
            XCTAssertEqual(error as? FeatureLocationError, .noSuchPath("Nope/x.feature"))
            XCTAssertEqual("\(error)", "No such file or directory: 'Nope/x.feature'")
        }
    }

    func test_locate_folderWithLine_throwsNamingIt() throws {
        try write("Features/a.feature")

        XCTAssertThrowsError(try makeSUT().locate(operands("Features:3"))) { error in
            XCTAssertEqual(error as? FeatureLocationError, .linesInFolder("Features"))
            XCTAssertEqual("\(error)", "'Features' is a folder: a line can only be selected in a file")
        }
    }

    func test_locate_absolutePathOutsideTheDirectory_keepsItAbsolute() throws {
        try write("Elsewhere/a.feature")
        let outside = directory.appendingPathComponent("Elsewhere/a.feature").path
        let sut = FeatureLocator(currentDirectory: directory.appendingPathComponent("Features").path)

        let located = try sut.locate(operands(outside))

        XCTAssertEqual(located.map(\.uri), [URL(fileURLWithPath: outside).standardizedFileURL.path])
    }

    func test_locate_folderWithALinkToAMissingFeatureFile_locatesItSoTheRunReportsIt() throws {
        try write("Features/a.feature")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("Features/b.feature").path, withDestinationPath: "gone.feature"
        )

        let located = try makeSUT().locate(operands("Features", "Features/b.feature"))

        XCTAssertEqual(located.map(\.uri), ["Features/a.feature", "Features/b.feature"])
    }

    func test_locate_folderWithLinksHiddenEntriesAndAFolderNamedLikeAFeature_findsOnlyFeatureFiles() throws {
        // A linked folder is not entered; a link named like a feature file counts when it leads to a file; hidden
        // files and folders are left out; a folder named `x.feature` is no file.
        try write("Features/a.feature", "Features/.b.feature", "Features/.hidden/c.feature", "Features/dir.feature/d.feature", "Elsewhere/e.feature")
        let features = directory.appendingPathComponent("Features").path
        try FileManager.default.createSymbolicLink(atPath: features + "/linked", withDestinationPath: directory.appendingPathComponent("Elsewhere").path)
        try FileManager.default.createSymbolicLink(atPath: features + "/f.feature", withDestinationPath: directory.appendingPathComponent("Elsewhere/e.feature").path)
        try FileManager.default.createSymbolicLink(atPath: features + "/g.feature", withDestinationPath: directory.appendingPathComponent("Elsewhere").path)

        let located = try makeSUT().locate(operands("Features"))

        XCTAssertEqual(located.map(\.uri), ["Features/a.feature", "Features/dir.feature/d.feature", "Features/f.feature"])
    }

    func test_locate_thirtyThousandFiles_findsEachOnceWhenAlsoNamedAlone() throws {
        let names = (0..<30_000).map { "Features/f\($0).feature" }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Features"), withIntermediateDirectories: true)
        for name in names {
            XCTAssertTrue(FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: nil))
        }
        // Searching the list for each file took about 15 s here; a set of positions makes it linear (the speed is not
        // asserted: tests check behaviour, benchmarks measure time).
        let located = try makeSUT().locate(operands("Features", "Features/f7.feature:2"))

        XCTAssertEqual(located.count, names.count)
        XCTAssertEqual(Set(located.map(\.uri)), Set(names))
    }

    // MARK: - Helpers

    private func makeSUT() -> FeatureLocator {
        FeatureLocator(currentDirectory: directory.path)
    }

    private func operands(_ texts: String...) throws -> [FeatureOperand] {
        try texts.map { text throws(FeatureOperandError) in try FeatureOperand(text) }
    }

    private func write(_ paths: String...) throws {
        for path in paths {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("Feature: x\n".utf8).write(to: url)
        }
    }
}
