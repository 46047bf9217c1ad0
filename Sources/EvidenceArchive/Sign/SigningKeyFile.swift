import EvidenceCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the PEM key `collect --sign` and `verify --key` are given, and names it: its `keyid` is the
/// SHA-256 of its public key's DER (`openssl pkey -pubin -in pub.pem -outform DER | sha256sum`).
package enum SigningKeyFile {
    /// A PEM key is a few hundred bytes; a larger file is not one.
    static let maximumSize = 64 * 1024

    /// The key in `path` for `role`; the sentence opens with what it was for (`Cannot sign with
    /// key.pem: …`), says what the file holds instead, and how to get the right key.
    package static func load(_ path: String, role: Ed25519Key.Role) throws -> Ed25519Key {
        let purpose = role == .privateKey ? "Cannot sign with \(path)" : "Cannot check the signature with \(path)"
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw EvidenceError(.inputUnavailable, "\(purpose): \(SystemError.text(errno)).")
        }
        let reader = try FileReader(path: path)
        guard reader.isRegularFile else {
            throw EvidenceError(.malformedInput, "\(purpose): it is not a regular file.")
        }
        let pem = try reader.prefix(maximumSize + 1)
        guard pem.count <= maximumSize else {
            throw EvidenceError(.malformedInput, "\(purpose): it is larger than \(maximumSize / 1024) KiB, not a PEM key.")
        }
        let text = String(decoding: pem, as: UTF8.self)
        // Each key where the other belongs: said plainly, before libcrypto says "no start line".
        if role == .publicKey, text.contains("PRIVATE KEY-----") {
            throw EvidenceError(.usage, "\(purpose): it holds a private key; give its public key (openssl pkey -in \(path) -pubout -out pub.pem), and keep the private key off the machines that verify.")
        }
        if role == .privateKey, text.contains("-----BEGIN PUBLIC KEY-----") {
            throw EvidenceError(.usage, "\(purpose): it holds a public key; signing needs the private key (openssl genpkey -algorithm ed25519 -out key.pem).")
        }
        if text.contains("ENCRYPTED PRIVATE KEY-----") || text.contains("Proc-Type: 4,ENCRYPTED") {
            throw EvidenceError(.malformedInput, "\(purpose): the private key is encrypted; collect takes an unencrypted PEM key (keep it in the CI's secret store).")
        }
        do {
            return try Ed25519Key(pem: pem, role: role)
        } catch let error as CryptoError {
            throw EvidenceError(.malformedInput, "\(purpose): it \(error.message).")
        }
    }

    /// The key's identifier: the SHA-256 (hex) of its public key's DER.
    package static func keyID(_ key: Ed25519Key) -> String {
        SHA256Hasher.hex(of: key.publicKeyDER())
    }
}
