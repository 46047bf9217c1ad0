import EvidenceCore
import EvidenceRun
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `verify --key` found of an archive's signature: nil `problem` when the envelope beside it
/// is signed by the key and its statement names this archive and its manifest; else one sentence.
package struct SignatureVerdict: Equatable, Sendable {
    package var envelopePath: String
    package var keyPath: String
    package var problem: String?
    /// The envelope holds and is this key's, but signs other bytes than these: the archive was altered.
    package var signsAnotherArchive = false

    /// An envelope is a few hundred bytes; a larger file is not read.
    static let maximumEnvelopeSize = 1 << 20

    /// Checks, in DSSE's order (protocol.md: the signature over PAE first, then the payload type,
    /// then the payload), the envelope beside `archivePath` against `key`, the archive's SHA-256 and
    /// its manifest's (nil when the file is no evidence archive: `unreadable` says why).
    static func check(
        archivePath: String, key: Ed25519Key, keyPath: String, archiveSHA256: String, manifestSHA256: String?, unreadable: String? = nil
    ) -> SignatureVerdict {
        let envelopePath = ArchiveSigner.envelopePath(forArchive: archivePath)
        var verdict = SignatureVerdict(envelopePath: envelopePath, keyPath: keyPath)
        do {
            let statement = try signedStatement(envelopePath: envelopePath, archivePath: archivePath, key: key, keyPath: keyPath)
            try match(statement, archivePath: archivePath, envelopePath: envelopePath, archiveSHA256: archiveSHA256, manifestSHA256: manifestSHA256, unreadable: unreadable)
        } catch let rejection as Rejection {
            verdict.problem = rejection.sentence
            verdict.signsAnotherArchive = rejection.signsAnotherArchive
        } catch {
            verdict.problem = "\(envelopePath) cannot be checked: \(error)."
        }
        return verdict
    }

    struct Rejection: Error {
        var sentence: String
        var signsAnotherArchive = false
    }

    /// The statement the envelope carries, once its signature is proven to be `key`'s.
    static func signedStatement(envelopePath: String, archivePath: String, key: Ed25519Key, keyPath: String) throws -> ArchiveStatement {
        var info = stat()
        guard lstat(envelopePath, &info) == 0 else {
            throw Rejection(sentence: "\(archivePath) is not signed: \(envelopePath) does not exist (collect --sign KEY writes it beside the archive).")
        }
        guard let bytes = FileReader.contents(of: envelopePath, limit: maximumEnvelopeSize) else {
            throw Rejection(sentence: "\(envelopePath) is not a signature envelope: it is not a regular file of at most 1 MiB.")
        }
        let envelope: DSSEEnvelope
        do {
            envelope = try JSONDecoder().decode(DSSEEnvelope.self, from: Data(bytes))
        } catch {
            throw Rejection(sentence: "\(envelopePath) is not a DSSE envelope: \(Manifest.describe(error)).")
        }
        guard let payload = DSSEEnvelope.base64Decoded(envelope.payload) else {
            throw Rejection(sentence: "\(envelopePath) is not a DSSE envelope: its payload is not base64.")
        }
        let signed = DSSEEnvelope.preAuthenticationEncoding(type: envelope.payloadType, body: payload)
        let accepted = envelope.signatures.contains { signature in
            DSSEEnvelope.base64Decoded(signature.sig).map { key.verifies($0, of: signed) } ?? false
        }
        guard accepted else { throw Rejection(sentence: unsigned(envelope, envelopePath: envelopePath, key: key, keyPath: keyPath)) }
        guard envelope.payloadType == ArchiveStatement.payloadType else {
            throw Rejection(sentence: "\(envelopePath) signs a payload of type '\(envelope.payloadType)', not an in-toto statement (\(ArchiveStatement.payloadType)).")
        }
        let statement: ArchiveStatement
        do {
            statement = try JSONDecoder().decode(ArchiveStatement.self, from: Data(payload))
        } catch {
            throw Rejection(sentence: "\(envelopePath) signs a statement that cannot be read: \(Manifest.describe(error)).")
        }
        guard statement.type == ArchiveStatement.statementType, statement.predicateType == ArchiveStatement.collectPredicateType else {
            throw Rejection(sentence: "\(envelopePath) signs a statement of type \(statement.type) about \(statement.predicateType), not \(ArchiveStatement.statementType) about \(ArchiveStatement.collectPredicateType).")
        }
        return statement
    }

    /// Why no signature is the key's: another key's (by the envelope's unauthenticated keyid, so
    /// only when every signature names one and none is this key's), else the envelope was altered.
    static func unsigned(_ envelope: DSSEEnvelope, envelopePath: String, key: Ed25519Key, keyPath: String) -> String {
        let ours = SigningKeyFile.keyID(key)
        let named = envelope.signatures.compactMap(\.keyid)
        if !named.isEmpty, named.count == envelope.signatures.count, !named.contains(ours) {
            return "\(envelopePath) was signed by another key (keyid \(named[0].prefix(16))…), not the one in \(keyPath) (keyid \(ours.prefix(16))…)."
        }
        if envelope.signatures.isEmpty {
            return "\(envelopePath) holds no signature."
        }
        return "\(envelopePath)'s signature does not verify with the key in \(keyPath): the envelope was altered after it was signed."
    }

    /// The statement must name this archive's bytes (any subject, by digest: in-toto matches
    /// subjects by digest, not name, so a renamed archive still verifies) and its manifest.
    static func match(
        _ statement: ArchiveStatement, archivePath: String, envelopePath: String, archiveSHA256: String, manifestSHA256: String?, unreadable: String?
    ) throws {
        let signedArchives = statement.subject.compactMap(\.sha256)
        guard let signedArchive = signedArchives.first else {
            throw Rejection(sentence: "\(envelopePath) signs no archive's sha256.")
        }
        let signedManifest = statement.predicate.manifest.sha256
        guard signedArchives.contains(archiveSHA256) else {
            var note = ""
            if let unreadable {
                note = " (\(unreadable.hasSuffix(".") ? String(unreadable.dropLast()) : unreadable))"
            } else if manifestSHA256 == signedManifest {
                note = "; its manifest.json is the signed one, so the archive was re-packed or re-compressed"
            }
            throw Rejection(sentence: "\(archivePath) is not the archive \(envelopePath) signs: its sha256 is \(archiveSHA256), the signed one's \(signedArchive)\(note).", signsAnotherArchive: true)
        }
        guard let manifestSHA256, manifestSHA256 == signedManifest else {
            throw Rejection(sentence: "\(archivePath)'s manifest.json is not the one \(envelopePath) signs: its sha256 is \(manifestSHA256 ?? "unknown"), the signed one's \(signedManifest ?? "missing").", signsAnotherArchive: true)
        }
    }
}

/// `verify --key` of a file that is no evidence archive and not the signed one either: verify's
/// failure (exit 1), in this one sentence.
package struct SignatureRejection: Error, Equatable {
    package var sentence: String
}
