#if canImport(CCrypto)
import CCrypto
#endif

/// BLAKE2b-512 through libcrypto's EVP "BLAKE2B-512" (libcrypto is linked on every platform: it also
/// signs archives). `isAvailable` is false only for a libcrypto built without BLAKE2b, and object-ID
/// verification is then skipped.
package final class BLAKE2bHasher {
    #if canImport(CCrypto)
    private let context: OpaquePointer
    #endif

    package static var isAvailable: Bool {
        #if canImport(CCrypto)
        return EVP_get_digestbyname("BLAKE2B-512") != nil
        #else
        return false
        #endif
    }

    /// nil when libcrypto does not provide BLAKE2b-512.
    package init?() {
        #if canImport(CCrypto)
        guard let digest = EVP_get_digestbyname("BLAKE2B-512"), let context = EVP_MD_CTX_new() else { return nil }
        guard EVP_DigestInit_ex(context, digest, nil) == 1 else {
            EVP_MD_CTX_free(context)
            return nil
        }
        self.context = context
        #else
        return nil
        #endif
    }

    package func update(_ bytes: UnsafeRawBufferPointer) {
        #if canImport(CCrypto)
        guard bytes.count > 0 else { return }
        EVP_DigestUpdate(context, bytes.baseAddress, bytes.count)
        #endif
    }

    package func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// The 64-byte digest; the hasher must not be used afterwards.
    package func finalize() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 64)
        #if canImport(CCrypto)
        var length: UInt32 = 0
        EVP_DigestFinal_ex(context, &digest, &length)
        #endif
        return digest
    }

    deinit {
        #if canImport(CCrypto)
        EVP_MD_CTX_free(context)
        #endif
    }
}
