/// The commit an archive belongs to, and where that fact came from.
package struct CommitInfo: Codable, Equatable, Sendable {
    /// Full or abbreviated hex SHA; nil when unknown (never invented).
    package var sha: String?
    /// `--commit`, the CI variable's name, `git`, or `unknown`.
    package var source: String

    package init(sha: String?, source: String) {
        self.sha = sha
        self.source = source
    }

    package static let unknown = CommitInfo(sha: nil, source: "unknown")

    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sha, forKey: .sha)  // null, not absent, when unknown
        try container.encode(source, forKey: .source)
    }
}
