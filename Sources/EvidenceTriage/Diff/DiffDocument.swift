import Foundation

/// `evidence diff --format json` (schema `evidence.diff/v1`, docs/schemas/evidence.diff.v1.schema.json).
package struct DiffDocument: Codable, Equatable, Sendable {
    package static let schemaIdentifier = "evidence.diff/v1"

    package struct Run: Codable, Equatable, Sendable {
        package var archive: String
        package var sha256: String
        package var commit: String?
        package var tests: Int
        package var failed: Int

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(archive, forKey: .archive)
            try container.encode(sha256, forKey: .sha256)
            try container.encode(commit, forKey: .commit)
            try container.encode(tests, forKey: .tests)
            try container.encode(failed, forKey: .failed)
        }
    }

    package struct Summary: Codable, Equatable, Sendable {
        package var new: Int
        package var fixed: Int
        package var stillFailing: Int
        package var categoryChanged: Int
        package var newlyFlaky: Int
        package var disappeared: Int
    }

    /// One side of a change: `status` is `absent` when the run lacks the test; `category` and
    /// `rule` are set for failures only.
    package struct Side: Codable, Equatable, Sendable {
        package var status: String
        package var category: String?
        package var rule: String?

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(status, forKey: .status)
            try container.encode(category, forKey: .category)
            try container.encode(rule, forKey: .rule)
        }
    }

    package struct Change: Codable, Equatable, Sendable {
        package var test: String
        package var base: Side
        package var head: Side
        package var categoryChanged: Bool
        /// The head's failure message (new and still-failing tests), else the base's.
        package var message: String?

        package func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(test, forKey: .test)
            try container.encode(base, forKey: .base)
            try container.encode(head, forKey: .head)
            try container.encode(categoryChanged, forKey: .categoryChanged)
            try container.encode(message, forKey: .message)
        }
    }

    package var schema: String
    package var base: Run
    package var head: Run
    package var summary: Summary
    package var new: [Change]
    package var fixed: [Change]
    package var stillFailing: [Change]
    package var newlyFlaky: [Change]
    package var disappeared: [Change]

    package init(_ diff: RunDiff) {
        schema = Self.schemaIdentifier
        base = Self.run(diff.base)
        head = Self.run(diff.head)
        summary = Summary(
            new: diff.new.count, fixed: diff.fixed.count, stillFailing: diff.stillFailing.count,
            categoryChanged: diff.stillFailing.filter(\.categoryChanged).count,
            newlyFlaky: diff.newlyFlaky.count, disappeared: diff.disappeared.count)
        new = diff.new.map(Self.change)
        fixed = diff.fixed.map(Self.change)
        stillFailing = diff.stillFailing.map(Self.change)
        newlyFlaky = diff.newlyFlaky.map(Self.change)
        disappeared = diff.disappeared.map(Self.change)
    }

    static func run(_ result: TriageResult) -> Run {
        Run(archive: result.input.archiveName, sha256: result.input.archiveSHA256, commit: result.input.manifest?.commit.sha,
            tests: result.counts.tests, failed: result.counts.failed)
    }

    static func side(_ side: RunDiff.Side?) -> Side {
        guard let side else { return Side(status: "absent") }
        return Side(status: side.status.rawValue, category: side.category?.rawValue, rule: side.rule)
    }

    static func change(_ change: RunDiff.Change) -> Change {
        Change(test: change.test, base: side(change.base), head: side(change.head), categoryChanged: change.categoryChanged,
               message: change.head?.message ?? change.base?.message)
    }

    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
