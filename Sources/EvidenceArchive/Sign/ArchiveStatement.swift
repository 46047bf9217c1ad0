import EvidenceRun
import Foundation

/// What `collect --sign` signs: an in-toto Statement v1 (github.com/in-toto/attestation,
/// `spec/v1/statement.md`) whose subject is the archive — its file name and SHA-256 — and whose
/// predicate, of a type that is ours (`https://evidence.dev/collect/v1`), binds the archive's
/// manifest.json, the commit, the CI run and the tool that wrote it.
package struct ArchiveStatement: Codable, Equatable, Sendable {
    /// DSSE's payloadType for an in-toto statement in JSON.
    package static let payloadType = "application/vnd.in-toto+json"
    package static let statementType = "https://in-toto.io/Statement/v1"
    /// Ours: it names this predicate's fields, not a published in-toto predicate.
    package static let collectPredicateType = "https://evidence.dev/collect/v1"

    /// An in-toto ResourceDescriptor reduced to what is used here: a name and its digests by algorithm.
    package struct Subject: Codable, Equatable, Sendable {
        package var name: String
        package var digest: [String: String]

        package var sha256: String? { digest["sha256"] }
    }

    package struct Predicate: Codable, Equatable, Sendable {
        /// manifest.json inside the archive and its SHA-256.
        package var manifest: Subject
        /// The commit the manifest records; absent when it is unknown.
        package var commit: String?
        /// The CI run's URL the manifest records (redacted like it); absent when no CI was detected.
        package var ciRunURL: String?
        package var tool: Manifest.Tool
    }

    package var type: String
    package var subject: [Subject]
    package var predicateType: String
    package var predicate: Predicate

    enum CodingKeys: String, CodingKey {
        case type = "_type"
        case subject, predicateType, predicate
    }

    /// The statement for an archive named `archiveName` with these bytes and this manifest.
    package init(archiveName: String, archiveSHA256: String, manifestSHA256: String, manifest: Manifest) {
        type = Self.statementType
        subject = [Subject(name: archiveName, digest: ["sha256": archiveSHA256])]
        predicateType = Self.collectPredicateType
        predicate = Predicate(
            manifest: Subject(name: Manifest.archivePath, digest: ["sha256": manifestSHA256]),
            commit: manifest.commit.sha, ciRunURL: manifest.ci?.runURL, tool: manifest.tool)
    }

    /// The payload's bytes: compact JSON, sorted keys, so one archive always gives one statement.
    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self))
    }
}
