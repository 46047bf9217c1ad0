import Foundation

/// The commit an archive belongs to, and where that fact came from.
public struct CommitInfo: Codable, Equatable, Sendable {
    /// Full or abbreviated hex SHA; nil when unknown (never invented).
    public var sha: String?
    /// `--commit`, the CI variable's name, `git`, or `unknown`.
    public var source: String

    public static let unknown = CommitInfo(sha: nil, source: "unknown")

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sha, forKey: .sha)  // null, not absent, when unknown
        try container.encode(source, forKey: .source)
    }
}

/// Finds the commit: `--commit`, else the CI's own variable, else `git rev-parse HEAD`, else unknown.
public enum CommitResolver {
    /// CI variables that hold the commit under test, in the order they are tried.
    public static let environmentVariables = [
        "GITHUB_SHA",  // GitHub Actions
        "CI_COMMIT_SHA",  // GitLab CI
        "BITRISE_GIT_COMMIT",  // Bitrise
        "CIRCLE_SHA1",  // CircleCI
        "BUILDKITE_COMMIT",  // Buildkite
        "GIT_COMMIT",  // Jenkins (git plugin)
        "CI_COMMIT",  // Xcode Cloud
    ]

    public static func isCommitSHA(_ text: String) -> Bool {
        (7...64).contains(text.utf8.count) && text.utf8.allSatisfy { byte in
            (byte >= 48 && byte <= 57) || (byte >= 97 && byte <= 102) || (byte >= 65 && byte <= 70)
        }
    }

    /// `flag` has been validated by the caller.
    public static func resolve(flag: String?, environment: [String: String], workingDirectory: String) -> CommitInfo {
        if let flag { return CommitInfo(sha: flag.lowercased(), source: "--commit") }
        for name in environmentVariables {
            if let value = environment[name]?.trimmingCharacters(in: .whitespaces), isCommitSHA(value) {
                return CommitInfo(sha: value.lowercased(), source: name)
            }
        }
        if let head = git(["rev-parse", "--verify", "HEAD"], in: workingDirectory), isCommitSHA(head) {
            return CommitInfo(sha: head, source: "git")
        }
        return .unknown
    }

    /// Why `resolve` found no commit, for the person who collected: each source it tried, and git's
    /// own complaint.
    public static func unknownReason(environment: [String: String], workingDirectory: String) -> String {
        let gitProblem: String
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "rev-parse", "--verify", "HEAD"]
        process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory)
        let errors = Pipe()
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        process.standardError = errors
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        do {
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            let firstLine = text.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            gitProblem = process.terminationStatus == 127 ? "git is not installed" : "git rev-parse HEAD failed" + (firstLine.isEmpty ? "" : " (\(firstLine))")
        } catch {
            gitProblem = "git could not be run"
        }
        let invalid = environmentVariables.filter { environment[$0].map { !$0.isEmpty } ?? false }
        let variables = invalid.isEmpty ? "no CI commit variable (\(environmentVariables.joined(separator: ", "))) is set" : "\(invalid.joined(separator: ", ")) \(invalid.count == 1 ? "is" : "are") not a commit SHA"
        return "no --commit, \(variables), and \(gitProblem)"
    }

    /// The committer time of `sha`, when a git repository here knows it.
    public static func commitTime(_ sha: String, workingDirectory: String) -> Int64? {
        guard let text = git(["show", "-s", "--format=%ct", sha], in: workingDirectory) else { return nil }
        return Int64(text)
    }

    /// Runs git and returns its trimmed output, or nil when git is missing or fails.
    static func git(_ arguments: [String], in directory: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        do {
            try process.run()
        } catch {
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
