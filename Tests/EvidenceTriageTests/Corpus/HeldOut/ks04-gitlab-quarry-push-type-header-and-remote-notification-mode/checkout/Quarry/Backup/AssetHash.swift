import Foundation
import CryptoKit

enum AssetHash {
    /// Hashes the whole file, metadata included; the dedupe spec says pixel data only.
    static func of(_ data: Data) -> String {
        SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }
}
