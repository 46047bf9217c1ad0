import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

/// The signing primitives against the DSSE specification's own vector and against the `openssl`
/// command, so neither the encoding nor the signature is checked only by the code that makes it.
@Suite struct Ed25519SignatureTests {
    /// protocol.md, "Test Vectors" (github.com/secure-systems-lab/dsse): the PAE it prints.
    @Test func thePreAuthenticationEncodingIsTheSpecificationsVector() {
        let encoded = DSSEEnvelope.preAuthenticationEncoding(type: "http://example.com/HelloWorld", body: Array("hello world".utf8))
        #expect(String(decoding: encoded, as: UTF8.self) == "DSSEv1 29 http://example.com/HelloWorld 11 hello world")
    }

    /// LEN counts bytes, not characters; an empty body is "0" (no leading zeros, nothing dropped).
    @Test func lengthsAreByteCounts() {
        let encoded = DSSEEnvelope.preAuthenticationEncoding(type: "é", body: [])
        #expect(encoded == Array("DSSEv1 2 é 0 ".utf8))
    }

    /// protocol.md: verifiers must accept standard and URL-safe base64, padded or not.
    @Test func bothBase64AlphabetsDecode() {
        let bytes: [UInt8] = [0xFB, 0xFF, 0xBF, 0x01]
        #expect(DSSEEnvelope.base64Decoded("+/+/AQ==") == bytes)
        #expect(DSSEEnvelope.base64Decoded("-_-_AQ") == bytes)
        #expect(DSSEEnvelope.base64Decoded("+/+/A") == nil)
    }

    @Test func opensslAcceptsOurSignatureAndWeAcceptOpenssls() throws {
        let directory = try TemporaryDirectory()
        let (privatePath, publicPath) = try OpenSSL.ed25519KeyPair(in: directory)
        let key = try SigningKeyFile.load(privatePath, role: .privateKey)
        let publicKey = try SigningKeyFile.load(publicPath, role: .publicKey)
        let message = DSSEEnvelope.preAuthenticationEncoding(type: ArchiveStatement.payloadType, body: Array(#"{"_type":"x"}"#.utf8))
        let messagePath = directory.path("pae.bin")
        try Data(message).write(to: URL(fileURLWithPath: messagePath))

        let signature = try key.sign(message)
        #expect(signature.count == 64)
        try Data(signature).write(to: URL(fileURLWithPath: directory.path("ours.sig")))
        let accepted = try OpenSSL.run(["pkeyutl", "-verify", "-pubin", "-inkey", publicPath, "-rawin", "-in", messagePath, "-sigfile", directory.path("ours.sig")])
        #expect(accepted.status == 0, "\(accepted.standardError)")

        try OpenSSL.check(OpenSSL.run(["pkeyutl", "-sign", "-inkey", privatePath, "-rawin", "-in", messagePath, "-out", directory.path("theirs.sig")]))
        let theirs = try Array(Data(contentsOf: URL(fileURLWithPath: directory.path("theirs.sig"))))
        // Ed25519 is deterministic: one key, one message, one signature.
        #expect(theirs == signature)
        #expect(publicKey.verifies(theirs, of: message))
        var altered = message
        altered[altered.count - 2] ^= 0x01
        #expect(!publicKey.verifies(theirs, of: altered))
    }

    /// The keyid is what `openssl pkey -pubout -outform DER | sha256sum` prints, for either half.
    @Test func theKeyIDIsTheSHA256OfThePublicKeysDER() throws {
        let directory = try TemporaryDirectory()
        let (privatePath, publicPath) = try OpenSSL.ed25519KeyPair(in: directory)
        try OpenSSL.check(OpenSSL.run(["pkey", "-pubin", "-in", publicPath, "-outform", "DER", "-out", directory.path("pub.der")]))
        let der = try Array(Data(contentsOf: URL(fileURLWithPath: directory.path("pub.der"))))
        let expected = SHA256Hasher.hex(of: der)
        #expect(SigningKeyFile.keyID(try SigningKeyFile.load(publicPath, role: .publicKey)) == expected)
        #expect(SigningKeyFile.keyID(try SigningKeyFile.load(privatePath, role: .privateKey)) == expected)
    }

    /// Each wrong key says what it is instead, in one sentence naming the file.
    @Test func aKeyThatCannotSignSaysWhatItIs() throws {
        let directory = try TemporaryDirectory()
        let (_, publicPath) = try OpenSSL.ed25519KeyPair(in: directory)
        let rsa = directory.path("rsa.pem")
        try OpenSSL.check(OpenSSL.run(["genpkey", "-algorithm", "rsa", "-pkeyopt", "rsa_keygen_bits:1024", "-out", rsa]))
        let encrypted = directory.path("encrypted.pem")
        try OpenSSL.check(OpenSSL.run(["genpkey", "-algorithm", "ed25519", "-aes256", "-pass", "pass:secret", "-out", encrypted]))
        let text = try directory.write("text.pem", "not a key\n")
        let cases: [(path: String, kind: EvidenceError.Kind, says: String)] = [
            (rsa, .malformedInput, "Cannot sign with \(rsa): it holds a key of type RSA, not Ed25519."),
            (encrypted, .malformedInput, "Cannot sign with \(encrypted): the private key is encrypted;"),
            (publicPath, .usage, "Cannot sign with \(publicPath): it holds a public key;"),
            (text, .malformedInput, "Cannot sign with \(text): it holds no unencrypted PEM private key libcrypto can read"),
            (directory.path("absent.pem"), .inputUnavailable, "Cannot sign with \(directory.path("absent.pem")): No such file or directory."),
        ]
        for expected in cases {
            let error = #expect(throws: EvidenceError.self) { try SigningKeyFile.load(expected.path, role: .privateKey) }
            #expect(error?.kind == expected.kind, "\(expected.path)")
            #expect(error?.message.hasPrefix(expected.says) == true, "\(error?.message ?? "")")
        }
    }
}
