@testable import EvidenceArchive
@testable import EvidenceRun
@testable import EvidenceHistory
import EvidenceTestSupport
import Foundation
import Testing

@Suite struct CommitResolverTests {
    let notARepository = FileManager.default.temporaryDirectory.path

    @Test func theFlagWins() {
        let commit = CommitResolver.resolve(flag: "ABCDEF1", environment: ["GITHUB_SHA": String(repeating: "1", count: 40)], workingDirectory: notARepository)
        #expect(commit == CommitInfo(sha: "abcdef1", source: "--commit"))
    }

    @Test(arguments: CommitResolver.environmentVariables)
    func eachCIVariableIsRead(_ name: String) {
        let sha = "0123456789abcdef0123456789abcdef01234567"
        let commit = CommitResolver.resolve(flag: nil, environment: [name: sha], workingDirectory: notARepository)
        #expect(commit == CommitInfo(sha: sha, source: name))
    }

    @Test func aVariableThatIsNotAShaIsIgnored() {
        let commit = CommitResolver.resolve(flag: nil, environment: ["GITHUB_SHA": "refs/heads/main"], workingDirectory: notARepository)
        #expect(commit == .unknown)
    }

    @Test func gitIsAskedLastAndItsCommitTimeFixesTheArchiveTime() throws {
        let directory = try TemporaryDirectory()
        let git = { (arguments: [String]) in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", directory.path] + arguments
            process.environment = [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin", "HOME": directory.path,
                "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
                "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_COMMITTER_DATE": "2026-01-02T03:04:05Z",
                "GIT_AUTHOR_DATE": "2026-01-02T03:04:05Z",
            ]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        try git(["init", "-q"])
        try directory.write("a.txt", "a")
        try git(["add", "a.txt"])
        try git(["commit", "-q", "-m", "one"])
        let commit = CommitResolver.resolve(flag: nil, environment: [:], workingDirectory: directory.path)
        #expect(commit.source == "git")
        #expect(commit.sha?.count == 40)
        #expect(CommitResolver.commitTime(commit.sha!, workingDirectory: directory.path, environment: [:]) == 1_767_323_045)
    }

    @Test func outsideARepositoryTheCommitIsUnknownNotInvented() {
        #expect(CommitResolver.resolve(flag: nil, environment: [:], workingDirectory: notARepository) == .unknown)
    }
}

@Suite struct CIMetadataTests {
    @Test func gitHubActions() {
        let metadata = CIMetadata.detect(in: [
            "GITHUB_ACTIONS": "true", "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/app",
            "GITHUB_RUN_ID": "42", "GITHUB_RUN_ATTEMPT": "2", "GITHUB_JOB": "ios-tests", "GITHUB_REF_NAME": "main",
            "GITHUB_HEAD_REF": "feature/sync",
        ])
        #expect(metadata == CIMetadata(provider: "github-actions", runURL: "https://github.com/acme/app/actions/runs/42/attempts/2", job: "ios-tests", branch: "feature/sync"))
    }

    @Test(arguments: [
        (["GITLAB_CI": "true", "CI_JOB_URL": "https://gitlab.com/j/1", "CI_JOB_NAME": "test", "CI_COMMIT_REF_NAME": "dev"], CIMetadata(provider: "gitlab", runURL: "https://gitlab.com/j/1", job: "test", branch: "dev")),
        (["BITRISE_IO": "true", "BITRISE_BUILD_URL": "https://app.bitrise.io/build/1", "BITRISE_TRIGGERED_WORKFLOW_ID": "primary", "BITRISE_GIT_BRANCH": "dev"], CIMetadata(provider: "bitrise", runURL: "https://app.bitrise.io/build/1", job: "primary", branch: "dev")),
        (["CIRCLECI": "true", "CIRCLE_BUILD_URL": "https://circleci.com/1", "CIRCLE_JOB": "test", "CIRCLE_BRANCH": "dev"], CIMetadata(provider: "circleci", runURL: "https://circleci.com/1", job: "test", branch: "dev")),
        (["BUILDKITE": "true", "BUILDKITE_BUILD_URL": "https://buildkite.com/1", "BUILDKITE_LABEL": ":ios: test", "BUILDKITE_BRANCH": "dev"], CIMetadata(provider: "buildkite", runURL: "https://buildkite.com/1", job: ":ios: test", branch: "dev")),
        (["JENKINS_URL": "https://ci/", "BUILD_URL": "https://ci/job/1", "JOB_NAME": "ios", "GIT_BRANCH": "origin/dev"], CIMetadata(provider: "jenkins", runURL: "https://ci/job/1", job: "ios", branch: "origin/dev")),
        (["CI_XCODEBUILD_ACTION": "test-without-building", "CI_BUILD_URL": "https://appstoreconnect/1", "CI_WORKFLOW": "PR", "CI_BRANCH": "dev"], CIMetadata(provider: "xcode-cloud", runURL: "https://appstoreconnect/1", job: "PR", branch: "dev")),
    ])
    func otherProviders(_ environment: [String: String], _ expected: CIMetadata) {
        #expect(CIMetadata.detect(in: environment) == expected)
    }

    @Test func noCIMeansNoMetadata() {
        #expect(CIMetadata.detect(in: ["CI": "true", "PATH": "/bin"]) == nil)
    }
}
