import EvidenceCore
import EvidenceRun
import Foundation

/// Finds the commit: `--commit`, else the CI's own variable, else `git rev-parse HEAD`, else unknown.
package enum CommitResolver {
    /// CI variables that hold the commit under test, in the order they are tried.
    package static let environmentVariables = [
        "GITHUB_SHA",  // GitHub Actions
        "CI_COMMIT_SHA",  // GitLab CI
        "BITRISE_GIT_COMMIT",  // Bitrise
        "CIRCLE_SHA1",  // CircleCI
        "BUILDKITE_COMMIT",  // Buildkite
        "GIT_COMMIT",  // Jenkins (git plugin)
        "CI_COMMIT",  // Xcode Cloud
    ]

    package static func isCommitSHA(_ text: String) -> Bool {
        (7...64).contains(text.utf8.count) && text.utf8.allSatisfy { byte in
            (byte >= 48 && byte <= 57) || (byte >= 97 && byte <= 102) || (byte >= 65 && byte <= 70)
        }
    }

    /// `flag` has been validated by the caller.
    package static func resolve(flag: String?, environment: [String: String], workingDirectory: String) -> CommitInfo {
        if let flag { return CommitInfo(sha: flag.lowercased(), source: "--commit") }
        for name in environmentVariables {
            if let value = environment[name]?.trimmingCharacters(in: .whitespaces), isCommitSHA(value) {
                return CommitInfo(sha: value.lowercased(), source: name)
            }
        }
        if let head = git(["rev-parse", "--verify", "HEAD"], in: workingDirectory, environment: environment), isCommitSHA(head) {
            return CommitInfo(sha: head, source: "git")
        }
        return .unknown
    }

    /// Why `resolve` found no commit, for the person who collected: each source it tried, and git's
    /// own complaint.
    package static func unknownReason(environment: [String: String], workingDirectory: String) -> String {
        let (status, errors) = ChildProcess.run(
            ["git", "-C", workingDirectory, "rev-parse", "--verify", "HEAD"], environment: environment, capturing: .error)
        let firstLine = errors.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let gitProblem = status == 127 ? "git is not installed" : "git rev-parse HEAD failed" + (firstLine.isEmpty ? "" : " (\(firstLine))")
        let invalid = environmentVariables.filter { environment[$0].map { !$0.isEmpty } ?? false }
        let variables = invalid.isEmpty ? "no CI commit variable (\(environmentVariables.joined(separator: ", "))) is set" : "\(invalid.joined(separator: ", ")) \(invalid.count == 1 ? "is" : "are") not a commit SHA"
        return "no --commit, \(variables), and \(gitProblem)"
    }

    /// The committer time of `sha`, when a git repository here knows it.
    package static func commitTime(_ sha: String, workingDirectory: String, environment: [String: String]) -> Int64? {
        guard let text = git(["show", "-s", "--format=%ct", sha], in: workingDirectory, environment: environment) else { return nil }
        return Int64(text)
    }

    /// Runs git (found on `environment`'s PATH, and given that environment) in `directory` and
    /// returns its trimmed output, or nil when git is missing or fails.
    static func git(_ arguments: [String], in directory: String, environment: [String: String]) -> String? {
        var environment = environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        let (status, output) = ChildProcess.run(["git", "-C", directory] + arguments, environment: environment, capturing: .output)
        guard status == 0 else { return nil }
        let text = output.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
