import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// `collect --sign` and `verify --key` with real keys made by `openssl genpkey`: what the envelope
/// says, that openssl accepts its signature, and the one sentence and exit 1 of each way it fails.
@Suite struct SignedArchiveTests {
    let environment = EvidenceProcess.cleanEnvironment([
        "SOURCE_DATE_EPOCH": "0", "GITHUB_ACTIONS": "true", "GITHUB_SERVER_URL": "https://github.com",
        "GITHUB_REPOSITORY": "example/app", "GITHUB_RUN_ID": "42",
    ])
    static let sampleRun = TestPaths.packageRoot.appendingPathComponent("samples/sample-run").path

    struct Signed {
        let directory: TemporaryDirectory
        let archive: String
        let envelope: String
        let keys: (privateKey: String, publicKey: String)
    }

    func collect(_ inputs: [String], to archive: String, sign key: String? = nil) throws -> EvidenceProcess.Outcome {
        try EvidenceProcess.run(["collect"] + inputs + ["--output", archive, "--commit", "abc1234"] + (key.map { ["--sign", $0] } ?? []), environment: environment)
    }

    func signedSample() throws -> Signed {
        let directory = try TemporaryDirectory()
        let keys = try OpenSSL.ed25519KeyPair(in: directory)
        let archive = directory.path("run.tgz")
        let outcome = try collect([Self.sampleRun], to: archive, sign: keys.privateKey)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasSuffix("; signed in \(archive).sig.json.\n"), "\(outcome.standardOutput)")
        return Signed(directory: directory, archive: archive, envelope: archive + ".sig.json", keys: keys)
    }

    func verify(_ archive: String, key: String) throws -> EvidenceProcess.Outcome {
        try EvidenceProcess.run(["verify", archive, "--key", key], environment: environment)
    }

    func envelope(at path: String) throws -> DSSEEnvelope {
        try JSONDecoder().decode(DSSEEnvelope.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func sha256(of path: String) throws -> String {
        SHA256Hasher.hex(of: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// One sentence, verify's failure status.
    func expectRejected(_ outcome: EvidenceProcess.Outcome, saying sentence: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(outcome.status == 1, sourceLocation: sourceLocation)
        #expect(outcome.standardOutput.isEmpty, sourceLocation: sourceLocation)
        #expect(outcome.standardError.hasPrefix("error: \(sentence)"), "\(outcome.standardError)", sourceLocation: sourceLocation)
        #expect(outcome.standardError.split(separator: "\n").count == 1, "\(outcome.standardError)", sourceLocation: sourceLocation)
    }

    @Test func theEnvelopeSignsTheArchiveItsManifestTheCommitAndTheRun() throws {
        let signed = try signedSample()
        let envelope = try envelope(at: signed.envelope)
        #expect(envelope.payloadType == "application/vnd.in-toto+json")
        #expect(envelope.signatures.count == 1)
        let payload = try #require(DSSEEnvelope.base64Decoded(envelope.payload))
        let statement = try JSONDecoder().decode(ArchiveStatement.self, from: Data(payload))
        #expect(statement.type == "https://in-toto.io/Statement/v1")
        #expect(statement.predicateType == "https://evidence.dev/collect/v1")
        #expect(statement.subject.map(\.name) == ["run.tgz"])
        #expect(statement.subject.map(\.digest) == [["sha256": try sha256(of: signed.archive)]])
        let manifest = try #require(try ArchiveRewriter.entries(of: signed.archive).first { $0.path == "manifest.json" })
        #expect(statement.predicate.manifest.name == "manifest.json")
        #expect(statement.predicate.manifest.digest == ["sha256": SHA256Hasher.hex(of: manifest.contents)])
        #expect(statement.predicate.commit == "abc1234")
        #expect(statement.predicate.ciRunURL == "https://github.com/example/app/actions/runs/42")
        #expect(statement.predicate.tool.name == "evidence")
        #expect(statement.predicate.tool.version == EvidenceVersion.current)
        // Both documents as docs/schemas/ describes them.
        let envelopeProblems = try JSONSchemaValidator.documented("evidence.signature.v1.schema.json").problems(json: Data(contentsOf: URL(fileURLWithPath: signed.envelope)))
        #expect(envelopeProblems.isEmpty, "\(envelopeProblems)")
        let statementProblems = try JSONSchemaValidator.documented("evidence.statement.v1.schema.json").problems(json: Data(payload))
        #expect(statementProblems.isEmpty, "\(statementProblems)")
        // Nothing else is left beside the archive: the envelope went through a temporary file.
        let names = try FileManager.default.contentsOfDirectory(atPath: signed.directory.path).sorted()
        #expect(names == ["key.pem", "key.pub.pem", "run.tgz", "run.tgz.sig.json"])

        let outcome = try verify(signed.archive, key: signed.keys.publicKey)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.hasSuffix("(commit abc1234); \(signed.envelope) signs it with the key in \(signed.keys.publicKey).\n"))
        // Without --key, verify is what it was: the envelope is not read.
        #expect(try EvidenceProcess.run(["verify", signed.archive], environment: environment).standardOutput.hasSuffix("(commit abc1234).\n"))
    }

    /// The signature is over DSSE's PAE of the payload, as openssl sees it too.
    @Test func opensslVerifiesTheEnvelopesSignatureOverThePAE() throws {
        let signed = try signedSample()
        let envelope = try envelope(at: signed.envelope)
        let payload = try #require(DSSEEnvelope.base64Decoded(envelope.payload))
        var pae = Array("DSSEv1 \(envelope.payloadType.utf8.count) \(envelope.payloadType) \(payload.count) ".utf8)
        pae += payload
        try Data(pae).write(to: URL(fileURLWithPath: signed.directory.path("pae.bin")))
        let signature = try #require(DSSEEnvelope.base64Decoded(envelope.signatures[0].sig))
        try Data(signature).write(to: URL(fileURLWithPath: signed.directory.path("sig.bin")))
        let outcome = try OpenSSL.run(["pkeyutl", "-verify", "-pubin", "-inkey", signed.keys.publicKey, "-rawin", "-in", signed.directory.path("pae.bin"), "-sigfile", signed.directory.path("sig.bin")])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardOutput.contains("Signature Verified Successfully"))
    }

    @Test func anotherKeyIsRefused() throws {
        let signed = try signedSample()
        let other = try OpenSSL.ed25519KeyPair(in: signed.directory, name: "other")
        expectRejected(try verify(signed.archive, key: other.publicKey), saying: "\(signed.envelope) was signed by another key (keyid ")
    }

    /// The attack the signature is for: the archive and its manifest rewritten together, which the
    /// manifest alone cannot show (plain verify passes).
    @Test func anArchiveRewrittenWithItsManifestIsRefused() throws {
        let signed = try signedSample()
        let other = signed.directory.path("other.tgz")
        let log = try signed.directory.write("in/xcodebuild.log", "Test Suite 'All tests' started at 2026-01-01 00:00:00.000\n")
        #expect(try collect([log], to: other).status == 0)
        try FileManager.default.removeItem(atPath: signed.archive)
        try FileManager.default.copyItem(atPath: other, toPath: signed.archive)
        #expect(try EvidenceProcess.run(["verify", signed.archive], environment: environment).status == 0)
        expectRejected(try verify(signed.archive, key: signed.keys.publicKey), saying: "\(signed.archive) is not the archive \(signed.envelope) signs: its sha256 is \(try sha256(of: other)), the signed one's ")
    }

    /// A byte changed anywhere: where it breaks the compressed stream (no archive left to read),
    /// verify --key still answers as verify's failure, in one sentence.
    @Test func aChangedByteOfTheArchiveIsRefused() throws {
        let signed = try signedSample()
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: signed.archive)))
        bytes[bytes.count - 20] ^= 0x01
        try Data(bytes).write(to: URL(fileURLWithPath: signed.archive))
        expectRejected(try verify(signed.archive, key: signed.keys.publicKey), saying: "\(signed.archive) is not the archive \(signed.envelope) signs: its sha256 is ")
    }

    /// Re-compressed: every entry and the manifest are the signed ones, the bytes are not.
    @Test func aRecompressedArchiveIsRefusedSayingSo() throws {
        let signed = try signedSample()
        try ArchiveRewriter.write(try ArchiveRewriter.entries(of: signed.archive), to: signed.archive)
        let outcome = try verify(signed.archive, key: signed.keys.publicKey)
        expectRejected(outcome, saying: "\(signed.archive) is not the archive \(signed.envelope) signs:")
        #expect(outcome.standardError.hasSuffix("its manifest.json is the signed one, so the archive was re-packed or re-compressed.\n"))
    }

    /// The statement swapped for one naming other bytes, the signature kept.
    @Test func anAlteredEnvelopeIsRefused() throws {
        let signed = try signedSample()
        var envelope = try envelope(at: signed.envelope)
        var payload = try #require(DSSEEnvelope.base64Decoded(envelope.payload))
        let digest = Array(try sha256(of: signed.archive).utf8)
        let start = try #require(payload.indices.first { payload[$0...].starts(with: digest) })
        payload[start] = payload[start] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
        envelope.payload = Data(payload).base64EncodedString()
        try Data(try envelope.encoded()).write(to: URL(fileURLWithPath: signed.envelope))
        expectRejected(try verify(signed.archive, key: signed.keys.publicKey), saying: "\(signed.envelope)'s signature does not verify with the key in \(signed.keys.publicKey): the envelope was altered after it was signed.")

        try signed.directory.write("run.tgz.sig.json", "{\"payload\": 3}")
        expectRejected(try verify(signed.archive, key: signed.keys.publicKey), saying: "\(signed.envelope) is not a DSSE envelope: ")
    }

    @Test func aMissingEnvelopeIsRefused() throws {
        let signed = try signedSample()
        try FileManager.default.removeItem(atPath: signed.envelope)
        expectRejected(try verify(signed.archive, key: signed.keys.publicKey), saying: "\(signed.archive) is not signed: \(signed.envelope) does not exist (collect --sign KEY writes it beside the archive).")
    }

    /// A key that cannot sign fails collect before anything is written (65), and a private key given
    /// to verify is a usage error that says how to make the public one.
    @Test func wrongKeyFilesFailBeforeAnythingIsWritten() throws {
        let directory = try TemporaryDirectory()
        let keys = try OpenSSL.ed25519KeyPair(in: directory)
        let archive = directory.path("run.tgz")
        let refused = try collect([Self.sampleRun], to: archive, sign: keys.publicKey)
        #expect(refused.status == 64)
        #expect(refused.standardError == "error: Cannot sign with \(keys.publicKey): it holds a public key; signing needs the private key (openssl genpkey -algorithm ed25519 -out key.pem).\n")
        #expect(!FileManager.default.fileExists(atPath: archive))

        #expect(try collect([Self.sampleRun], to: archive).status == 0)
        let outcome = try verify(archive, key: keys.privateKey)
        #expect(outcome.status == 64)
        #expect(outcome.standardError.hasPrefix("error: Cannot check the signature with \(keys.privateKey): it holds a private key; give its public key (openssl pkey -in"))
    }
}
