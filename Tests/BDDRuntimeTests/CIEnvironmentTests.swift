import BDDRuntime
import CucumberMessages
import XCTest

final class CIEnvironmentTests: XCTestCase {
    func test_detect_offCI_givesNothing() {
        XCTAssertNil(CIEnvironment.detect(in: ["HOME": "/root", "PATH": "/usr/bin"]))
    }

    func test_detect_onGitHubActions_readsTheRunAndTheBranch() {
        let ci = CIEnvironment.detect(in: [
            "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "team/app", "GITHUB_RUN_ID": "42",
            "GITHUB_SHA": "abc123", "GITHUB_REF": "refs/heads/main",
        ])

        XCTAssertEqual(ci, Ci(
            name: "GitHub Actions",
            url: "https://github.com/team/app/actions/runs/42",
            buildNumber: "42",
            git: Git(remote: "https://github.com/team/app.git", revision: "abc123", branch: "main")
        ))
    }

    func test_detect_onGitLabWithATokenInTheCloneURL_leavesTheTokenOut() {
        let ci = CIEnvironment.detect(in: [
            "GITLAB_CI": "true", "CI_JOB_URL": "https://gitlab.com/team/app/-/jobs/7", "CI_JOB_ID": "7",
            "CI_REPOSITORY_URL": "https://gitlab-ci-token:s3cr3t@gitlab.com/team/app.git", "CI_COMMIT_SHA": "def456",
            "CI_COMMIT_TAG": "v1.0",
        ])

        XCTAssertEqual(ci?.name, "GitLab")
        XCTAssertEqual(ci?.git?.remote, "https://gitlab.com/team/app.git")
        XCTAssertEqual(ci?.git?.tag, "v1.0")
        XCTAssertFalse(String(describing: ci).contains("s3cr3t"))
    }

    func test_detect_onEveryOtherService_namesIt() {
        let services: [(String, [String: String])] = [
            ("Jenkins", ["JENKINS_URL": "https://ci/", "BUILD_URL": "https://ci/job/1", "BUILD_NUMBER": "1", "GIT_URL": "https://u:p@git/app.git", "GIT_COMMIT": "1a", "GIT_BRANCH": "origin/dev"]),
            ("CircleCI", ["CIRCLECI": "true", "CIRCLE_BUILD_NUM": "9", "CIRCLE_REPOSITORY_URL": "git@github.com:team/app.git", "CIRCLE_SHA1": "2b"]),
            ("Azure Pipelines", ["TF_BUILD": "True", "SYSTEM_TEAMFOUNDATIONCOLLECTIONURI": "https://dev.azure.com/org/", "SYSTEM_TEAMPROJECT": "app", "BUILD_BUILDID": "5", "BUILD_SOURCEBRANCH": "refs/heads/feature"]),
            ("Buildkite", ["BUILDKITE": "true", "BUILDKITE_BUILD_URL": "https://buildkite.com/b/1", "BUILDKITE_REPO": "https://github.com/team/app.git", "BUILDKITE_COMMIT": "3c"]),
        ]

        for (name, environment) in services {
            XCTAssertEqual(CIEnvironment.detect(in: environment)?.name, name)
        }
        XCTAssertEqual(CIEnvironment.detect(in: services[0].1)?.git, Git(remote: "https://git/app.git", revision: "1a", branch: "dev"))
        XCTAssertEqual(CIEnvironment.detect(in: services[2].1)?.url, "https://dev.azure.com/org/app/_build/results?buildId=5")
    }

    func test_withoutCredentials_urlsWithoutUserInfo_keepsThemAsTheyAre() {
        XCTAssertEqual(CIEnvironment.withoutCredentials("https://host/a@b"), "https://host/a@b")
        XCTAssertEqual(CIEnvironment.withoutCredentials("git@github.com:team/app.git"), "git@github.com:team/app.git")
        XCTAssertEqual(CIEnvironment.withoutCredentials("https://user:pw@host:8443/x"), "https://host:8443/x")
    }
}
