#if canImport(CryptoKit)
import CryptoKit
#else
import CCrypto
#endif

/// Incremental SHA-256: libcrypto on Linux, CryptoKit on Apple platforms.
public final class SHA256Hasher {
    #if canImport(CryptoKit)
    private var state = SHA256()
    #else
    private let context: OpaquePointer
    #endif

    public init() {
        #if !canImport(CryptoKit)
        context = EVP_MD_CTX_new()
        EVP_DigestInit_ex(context, EVP_sha256(), nil)
        #endif
    }

    public func update(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count > 0 else { return }
        #if canImport(CryptoKit)
        state.update(bufferPointer: bytes)
        #else
        EVP_DigestUpdate(context, bytes.baseAddress, bytes.count)
        #endif
    }

    public func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// The digest as lowercase hex; the hasher must not be used afterwards.
    public func finalizeHex() -> String {
        #if canImport(CryptoKit)
        let digest = Array(state.finalize())
        #else
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        EVP_DigestFinal_ex(context, &digest, &length)
        #endif
        return Self.hex(digest)
    }

    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// SHA-256 of an in-memory buffer.
    public static func hex(of bytes: [UInt8]) -> String {
        let hasher = SHA256Hasher()
        hasher.update(bytes)
        return hasher.finalizeHex()
    }

    deinit {
        #if !canImport(CryptoKit)
        EVP_MD_CTX_free(context)
        #endif
    }
}
