import Formatters
import XCTest

final class GitHubContextTests: XCTestCase {
    func test_workspacePath_runInASubfolderOfTheWorkspace_isRelativeToTheWorkspace() {
        let sut = GitHubContext(workspace: "/home/runner/work/app", directory: "/home/runner/work/app/ios/./")

        XCTAssertEqual(sut.workspacePath(of: "Features/login.feature"), "ios/Features/login.feature")
        XCTAssertEqual(sut.workspacePath(of: "../Shared/a.feature"), "Shared/a.feature")
    }

    func test_workspacePath_outsideTheWorkspaceOrWithoutOne_isTheUriAsItIs() {
        XCTAssertEqual(GitHubContext(workspace: "/w", directory: "/elsewhere").workspacePath(of: "a.feature"), "a.feature")
        XCTAssertEqual(GitHubContext(workspace: nil, directory: "/w").workspacePath(of: "a.feature"), "a.feature")
    }
}
