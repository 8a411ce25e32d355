import BDDRuntime
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
}
