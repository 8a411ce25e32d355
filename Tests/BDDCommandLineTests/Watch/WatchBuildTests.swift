@testable import BDDCommandLine
import TestSupport
import XCTest

final class WatchBuildTests: XCTestCase {
    func test_init_debugExecutableOfThePackage_buildsItsProduct() throws {
        let package = try makePackage()
        defer { package.remove() }

        let sut = WatchBuild(executable: package.path + "/.build/debug/bdd", currentDirectory: package.path + "/Features", environment: [:])

        XCTAssertEqual(sut?.packageRoot, package.path)
        XCTAssertEqual(sut?.command, ["/usr/bin/env", "swift", "build", "--product", "bdd"])
    }

    func test_init_releaseExecutableInAnotherBuildFolder_buildsThereInRelease() throws {
        let package = try makePackage()
        defer { package.remove() }

        let sut = WatchBuild(executable: "/tmp/scratch/x86_64-unknown-linux-gnu/release/runner", currentDirectory: package.path, environment: [:])

        XCTAssertEqual(sut?.command, ["/usr/bin/env", "swift", "build", "--product", "runner", "-c", "release", "--scratch-path", "/tmp/scratch"])
    }

    func test_init_buildCommandInTheEnvironment_runsItInAShell() throws {
        let package = try makePackage()
        defer { package.remove() }

        let sut = WatchBuild(executable: "/x/debug/bdd", currentDirectory: package.path, environment: ["BDD_WATCH_BUILD": "make steps"])

        XCTAssertEqual(sut?.command, ["/bin/sh", "-c", "make steps"])
    }

    func test_init_outsideAPackage_isNil() {
        let folder = TemporaryFolder()
        defer { folder.remove() }

        XCTAssertNil(WatchBuild(executable: "/x/debug/bdd", currentDirectory: folder.path, environment: [:]))
    }

    // MARK: - Helpers

    private func makePackage() throws -> TemporaryFolder {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.file("Features"), withIntermediateDirectories: true)
        try "// swift-tools-version: 6.0\n".write(toFile: folder.file("Package.swift"), atomically: true, encoding: .utf8)
        return folder
    }
}
