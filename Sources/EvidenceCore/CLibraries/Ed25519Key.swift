import CCrypto

/// An Ed25519 key read from PEM through libcrypto (`openssl genpkey -algorithm ed25519` writes the
/// private key, `openssl pkey -pubout` its public key): a private key signs, a public key verifies.
/// Ed25519 signs the message itself (no separate digest), so signing is one `EVP_DigestSign` call with
/// no message digest named, as libcrypto requires for it.
package final class Ed25519Key {
    package enum Role: Sendable {
        case privateKey
        case publicKey
    }

    package let role: Role
    private let key: OpaquePointer

    /// Reads the one key of `role` in `pem`. Throws a `CryptoError` whose message says what the
    /// bytes are instead: no PEM key, an encrypted key, another algorithm.
    package init(pem: [UInt8], role: Role) throws {
        self.role = role
        ERR_clear_error()
        let read: OpaquePointer? = pem.withUnsafeBytes { bytes in
            // The memory BIO reads `pem` in place, so it lives only inside this closure.
            guard let bio = BIO_new_mem_buf(bytes.baseAddress, Int32(clamping: bytes.count)) else { return nil }
            defer { BIO_free(bio) }
            switch role {
            // No passphrase callback may prompt on a CI runner's terminal: an encrypted key fails.
            case .privateKey: return PEM_read_bio_PrivateKey(bio, nil, { _, _, _, _ in -1 }, nil)
            case .publicKey: return PEM_read_bio_PUBKEY(bio, nil, { _, _, _, _ in -1 }, nil)
            }
        }
        guard let read else {
            let label = role == .privateKey ? "unencrypted PEM private key" : "PEM public key"
            throw CryptoError("holds no \(label) libcrypto can read")
        }
        guard EVP_PKEY_get_id(read) == EVP_PKEY_ED25519 else {
            let name = EVP_PKEY_get0_type_name(read).map { String(cString: $0) } ?? "unknown"
            EVP_PKEY_free(read)
            throw CryptoError("holds a key of type \(name), not Ed25519")
        }
        key = read
    }

    /// The Ed25519 signature (64 bytes) of `message`.
    package func sign(_ message: [UInt8]) throws -> [UInt8] {
        precondition(role == .privateKey, "a public key cannot sign")
        let context = try DigestContext()
        guard EVP_DigestSignInit(context.handle, nil, nil, nil, key) == 1 else {
            throw CryptoError("cannot start an Ed25519 signature")
        }
        var length = 0
        let measured = message.withUnsafeBufferPointer { EVP_DigestSign(context.handle, nil, &length, $0.baseAddress, $0.count) }
        guard measured == 1 else { throw CryptoError("cannot size an Ed25519 signature") }
        var signature = [UInt8](repeating: 0, count: length)
        let signed = message.withUnsafeBufferPointer { EVP_DigestSign(context.handle, &signature, &length, $0.baseAddress, $0.count) }
        guard signed == 1 else { throw CryptoError("cannot make an Ed25519 signature") }
        return Array(signature.prefix(length))
    }

    /// Whether `signature` is this key's signature of `message`.
    package func verifies(_ signature: [UInt8], of message: [UInt8]) -> Bool {
        guard let context = try? DigestContext(), EVP_DigestVerifyInit(context.handle, nil, nil, nil, key) == 1 else {
            ERR_clear_error()
            return false
        }
        let result = signature.withUnsafeBufferPointer { signatureBytes in
            message.withUnsafeBufferPointer { EVP_DigestVerify(context.handle, signatureBytes.baseAddress, signatureBytes.count, $0.baseAddress, $0.count) }
        }
        // A wrong signature leaves a reason on the queue; it is an answer here, not an error.
        ERR_clear_error()
        return result == 1
    }

    /// The public key's DER SubjectPublicKeyInfo: what `openssl pkey -pubout -outform DER` writes, for
    /// a private key and its public key alike.
    package func publicKeyDER() -> [UInt8] {
        let length = i2d_PUBKEY(key, nil)
        guard length > 0 else {
            ERR_clear_error()
            return []
        }
        var der = [UInt8](repeating: 0, count: Int(length))
        der.withUnsafeMutableBufferPointer { buffer in
            var cursor = buffer.baseAddress
            _ = i2d_PUBKEY(key, &cursor)
        }
        return der
    }

    deinit {
        EVP_PKEY_free(key)
    }
}

/// One EVP_MD_CTX for one signature or one check.
private final class DigestContext {
    let handle: OpaquePointer

    init() throws {
        guard let handle = EVP_MD_CTX_new() else { throw CryptoError("cannot allocate a libcrypto context") }
        self.handle = handle
    }

    deinit {
        EVP_MD_CTX_free(handle)
    }
}
