import CucumberMessages

/// The continuous-integration service a run happens on, read from the variables each service sets, as Cucumber's
/// `ci-environment` reads them: the build's URL and number, and the revision, branch, tag and remote of the code.
///
/// A remote URL never carries credentials: a token in `https://token@host/repo.git` stays out of every report.
public enum CIEnvironment {
    /// The `ci` part of `meta` for a run with `environment`; nil off CI.
    public static func detect(in environment: [String: String]) -> Ci? {
        let variable = { (name: String) -> String? in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if let server = variable("GITHUB_SERVER_URL"), let repository = variable("GITHUB_REPOSITORY") {
            let ref = variable("GITHUB_REF")
            return ci(
                "GitHub Actions",
                url: variable("GITHUB_RUN_ID").map { "\(server)/\(repository)/actions/runs/\($0)" },
                buildNumber: variable("GITHUB_RUN_ID"),
                remote: "\(server)/\(repository).git",
                revision: variable("GITHUB_SHA"),
                branch: variable("GITHUB_HEAD_REF") ?? ref.flatMap { suffix(of: $0, after: "refs/heads/") },
                tag: ref.flatMap { suffix(of: $0, after: "refs/tags/") }
            )
        }
        if variable("GITLAB_CI") != nil {
            return ci(
                "GitLab",
                url: variable("CI_JOB_URL"),
                buildNumber: variable("CI_JOB_ID"),
                remote: variable("CI_REPOSITORY_URL"),
                revision: variable("CI_COMMIT_SHA"),
                branch: variable("CI_COMMIT_BRANCH"),
                tag: variable("CI_COMMIT_TAG")
            )
        }
        if variable("JENKINS_URL") != nil {
            return ci(
                "Jenkins",
                url: variable("BUILD_URL"),
                buildNumber: variable("BUILD_NUMBER"),
                remote: variable("GIT_URL"),
                revision: variable("GIT_COMMIT"),
                branch: variable("GIT_LOCAL_BRANCH") ?? variable("GIT_BRANCH").map { suffix(of: $0, after: "origin/") ?? $0 },
                tag: nil
            )
        }
        if variable("CIRCLECI") != nil {
            return ci(
                "CircleCI",
                url: variable("CIRCLE_BUILD_URL"),
                buildNumber: variable("CIRCLE_BUILD_NUM"),
                remote: variable("CIRCLE_REPOSITORY_URL"),
                revision: variable("CIRCLE_SHA1"),
                branch: variable("CIRCLE_BRANCH"),
                tag: variable("CIRCLE_TAG")
            )
        }
        if variable("TF_BUILD") != nil, let collection = variable("SYSTEM_TEAMFOUNDATIONCOLLECTIONURI") {
            let ref = variable("BUILD_SOURCEBRANCH")
            return ci(
                "Azure Pipelines",
                url: variable("SYSTEM_TEAMPROJECT").flatMap { project in
                    variable("BUILD_BUILDID").map { "\(collection)\(project)/_build/results?buildId=\($0)" }
                },
                buildNumber: variable("BUILD_BUILDNUMBER"),
                remote: variable("BUILD_REPOSITORY_URI"),
                revision: variable("BUILD_SOURCEVERSION"),
                branch: ref.flatMap { suffix(of: $0, after: "refs/heads/") },
                tag: ref.flatMap { suffix(of: $0, after: "refs/tags/") }
            )
        }
        if variable("BUILDKITE") != nil {
            return ci(
                "Buildkite",
                url: variable("BUILDKITE_BUILD_URL"),
                buildNumber: variable("BUILDKITE_BUILD_NUMBER"),
                remote: variable("BUILDKITE_REPO"),
                revision: variable("BUILDKITE_COMMIT"),
                branch: variable("BUILDKITE_BRANCH"),
                tag: variable("BUILDKITE_TAG")
            )
        }
        return nil
    }

    /// `url` without the user name and password some CI services put in their clone URLs.
    public static func withoutCredentials(_ url: String) -> String {
        guard let scheme = url.range(of: "://") else { return url }
        let rest = url[scheme.upperBound...]
        let hostEnd = rest.firstIndex(of: "/") ?? rest.endIndex
        guard let at = rest[..<hostEnd].lastIndex(of: "@") else { return url }
        return String(url[..<scheme.upperBound]) + rest[rest.index(after: at)...]
    }

    private static func ci(
        _ name: String, url: String?, buildNumber: String?, remote: String?, revision: String?, branch: String?, tag: String?
    ) -> Ci {
        var git: Git?
        if let remote, let revision {
            git = Git(remote: withoutCredentials(remote), revision: revision, branch: branch, tag: tag)
        }
        return Ci(name: name, url: url.map(withoutCredentials), buildNumber: buildNumber, git: git)
    }

    private static func suffix(of text: String, after prefix: String) -> String? {
        text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)) : nil
    }
}
