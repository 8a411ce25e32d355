import BDDRuntime
import Foundation
import XCTest

final class CodeLocationTests: XCTestCase {
    func test_uri_insideTheDirectory_isRelative() {
        let sut = CodeLocation(file: "/repo/Sources/AcceptanceSteps/LoginSteps.swift", line: 3)

        XCTAssertEqual(sut.uri(relativeTo: "/repo"), "Sources/AcceptanceSteps/LoginSteps.swift")
        XCTAssertEqual(sut.uri(relativeTo: "/repo/"), "Sources/AcceptanceSteps/LoginSteps.swift")
    }

    func test_uri_outsideTheDirectory_staysAsGiven() {
        let sut = CodeLocation(file: "/elsewhere/Steps.swift", line: 3)

        XCTAssertEqual(sut.uri(relativeTo: "/repo"), "/elsewhere/Steps.swift")
        XCTAssertEqual(CodeLocation(file: "/repository/Steps.swift", line: 1).uri(relativeTo: "/repo"), "/repository/Steps.swift")
    }

    func test_packageRelativeURI_fromAnyFolder_isRelativeToThePackageOfTheFile() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("bdd-package-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: package + "/Sources/Steps", withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: package + "/Package.swift", contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: package) }
        let sut = CodeLocation(file: package + "/Sources/Steps/Login.swift", line: 3)
        var roots: [String: String?] = [:]

        XCTAssertEqual(sut.packageRelativeURI(otherwise: "/somewhere/else", roots: &roots), "Sources/Steps/Login.swift")
        XCTAssertEqual(roots[package + "/Sources/Steps"], .some(package), "each folder is looked up once")
    }

    func test_packageRelativeURI_outsideAnyPackage_isRelativeToTheRunsFolder() {
        let sut = CodeLocation(file: "/nonexistent-bdd-root/Steps/Login.swift", line: 3)
        var roots: [String: String?] = [:]

        XCTAssertEqual(sut.packageRelativeURI(otherwise: "/nonexistent-bdd-root", roots: &roots), "Steps/Login.swift")
    }
}
