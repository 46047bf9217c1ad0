import EvidenceCore
import EvidenceRun

/// `collect --sign KEY`: a DSSE envelope around an in-toto statement of the archive, written beside
/// it (`run.tgz.sig.json`). The key is read before anything is collected, so a wrong key fails the
/// run before minutes of work; the archive is signed from its own bytes read back before it is
/// renamed into place, and the envelope renamed in right after it.
package struct ArchiveSigner {
    let key: Ed25519Key
    let keyPath: String
    let keyID: String

    /// The envelope's name for an archive: the archive's name and `.sig.json`, so the two sort and
    /// travel together, and a glob of the archive's name (`run.tgz*`) uploads both.
    package static func envelopePath(forArchive path: String) -> String { path + ".sig.json" }

    init(keyPath: String) throws {
        key = try SigningKeyFile.load(keyPath, role: .privateKey)
        self.keyPath = keyPath
        keyID = SigningKeyFile.keyID(key)
    }

    /// Writes the envelope of `archive` (complete, not yet committed) into an uncommitted output
    /// beside it, for the caller to commit after the archive.
    func envelope(of archive: AtomicOutputFile, manifestBytes: [UInt8], manifest: Manifest) throws -> AtomicOutputFile {
        let name = archive.destination.split(separator: "/").last.map(String.init) ?? archive.destination
        let statement = ArchiveStatement(
            archiveName: name, archiveSHA256: try archive.writtenSHA256(),
            manifestSHA256: SHA256Hasher.hex(of: manifestBytes), manifest: manifest)
        let path = Self.envelopePath(forArchive: archive.destination)
        let bytes: [UInt8]
        do {
            bytes = try DSSEEnvelope(body: statement.encoded(), type: ArchiveStatement.payloadType, key: key, keyID: keyID).encoded()
        } catch let error as CryptoError {
            throw EvidenceError(.outputFailed, "Cannot sign \(archive.destination) with \(keyPath): \(error.message).")
        }
        let output = try AtomicOutputFile(destination: path)
        let failure = bytes.withUnsafeBytes { SystemCall.writeAll(output.descriptor, $0) }
        guard failure == 0 else {
            throw EvidenceError(.outputFailed, "Cannot write \(path): \(SystemError.text(failure)).")
        }
        return output
    }
}
