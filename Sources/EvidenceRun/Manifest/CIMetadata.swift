/// Which CI ran the job, and where to find the run: read from the CI's own environment variables.
package struct CIMetadata: Codable, Equatable, Sendable {
    package var provider: String
    package var runURL: String?
    package var job: String?
    package var branch: String?

    package init(provider: String, runURL: String?, job: String?, branch: String?) {
        self.provider = provider
        self.runURL = runURL
        self.job = job
        self.branch = branch
    }

    /// nil when no known CI is detected.
    package static func detect(in environment: [String: String]) -> CIMetadata? {
        func value(_ name: String) -> String? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            return text
        }
        if value("GITHUB_ACTIONS") != nil {
            var url: String?
            if let server = value("GITHUB_SERVER_URL"), let repository = value("GITHUB_REPOSITORY"), let run = value("GITHUB_RUN_ID") {
                url = "\(server)/\(repository)/actions/runs/\(run)"
                if let attempt = value("GITHUB_RUN_ATTEMPT"), attempt != "1" { url! += "/attempts/\(attempt)" }
            }
            return CIMetadata(provider: "github-actions", runURL: url, job: value("GITHUB_JOB"), branch: value("GITHUB_HEAD_REF") ?? value("GITHUB_REF_NAME"))
        }
        if value("GITLAB_CI") != nil {
            return CIMetadata(provider: "gitlab", runURL: value("CI_JOB_URL") ?? value("CI_PIPELINE_URL"), job: value("CI_JOB_NAME"), branch: value("CI_COMMIT_REF_NAME"))
        }
        if value("BITRISE_IO") != nil || value("BITRISE_BUILD_URL") != nil {
            return CIMetadata(provider: "bitrise", runURL: value("BITRISE_BUILD_URL"), job: value("BITRISE_TRIGGERED_WORKFLOW_ID"), branch: value("BITRISE_GIT_BRANCH"))
        }
        if value("CIRCLECI") != nil {
            return CIMetadata(provider: "circleci", runURL: value("CIRCLE_BUILD_URL"), job: value("CIRCLE_JOB"), branch: value("CIRCLE_BRANCH"))
        }
        if value("BUILDKITE") != nil {
            return CIMetadata(provider: "buildkite", runURL: value("BUILDKITE_BUILD_URL"), job: value("BUILDKITE_LABEL"), branch: value("BUILDKITE_BRANCH"))
        }
        if value("JENKINS_URL") != nil {
            return CIMetadata(provider: "jenkins", runURL: value("BUILD_URL"), job: value("JOB_NAME"), branch: value("BRANCH_NAME") ?? value("GIT_BRANCH"))
        }
        if value("CI_XCODEBUILD_ACTION") != nil || value("CI_WORKFLOW") != nil && value("CI_BUILD_ID") != nil {
            return CIMetadata(provider: "xcode-cloud", runURL: value("CI_BUILD_URL"), job: value("CI_WORKFLOW"), branch: value("CI_BRANCH") ?? value("CI_PULL_REQUEST_SOURCE_BRANCH"))
        }
        return nil
    }
}
