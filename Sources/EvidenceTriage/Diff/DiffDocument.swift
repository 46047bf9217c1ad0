import Foundation

/// `evidence diff --format json` (schema `evidence.diff/v1`, docs/schemas/evidence.diff.v1.schema.json).
public struct DiffDocument: Codable, Equatable, Sendable {
    public static let schemaIdentifier = "evidence.diff/v1"

    public struct Run: Codable, Equatable, Sendable {
        public var archive: String
        public var sha256: String
        public var commit: String?
        public var tests: Int
        public var failed: Int

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(archive, forKey: .archive)
            try container.encode(sha256, forKey: .sha256)
            try container.encode(commit, forKey: .commit)
            try container.encode(tests, forKey: .tests)
            try container.encode(failed, forKey: .failed)
        }
    }

    public struct Summary: Codable, Equatable, Sendable {
        public var new: Int
        public var fixed: Int
        public var stillFailing: Int
        public var categoryChanged: Int
        public var newlyFlaky: Int
        public var disappeared: Int
    }

    /// One side of a change: `status` is `absent` when the run lacks the test; `category` and
    /// `rule` are set for failures only.
    public struct Side: Codable, Equatable, Sendable {
        public var status: String
        public var category: String?
        public var rule: String?

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(status, forKey: .status)
            try container.encode(category, forKey: .category)
            try container.encode(rule, forKey: .rule)
        }
    }

    public struct Change: Codable, Equatable, Sendable {
        public var test: String
        public var base: Side
        public var head: Side
        public var categoryChanged: Bool
        /// The head's failure message (new and still-failing tests), else the base's.
        public var message: String?

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(test, forKey: .test)
            try container.encode(base, forKey: .base)
            try container.encode(head, forKey: .head)
            try container.encode(categoryChanged, forKey: .categoryChanged)
            try container.encode(message, forKey: .message)
        }
    }

    public var schema: String
    public var base: Run
    public var head: Run
    public var summary: Summary
    public var new: [Change]
    public var fixed: [Change]
    public var stillFailing: [Change]
    public var newlyFlaky: [Change]
    public var disappeared: [Change]

    public init(_ diff: RunDiff) {
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

    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }
}
