import Foundation
import CryptoKit

struct BackupManifest {
    var files: [String: String]

    static func changed(old: [String: String], new: [String: String]) -> [String] {
        new.keys.filter { old[$0] == nil }.sorted()
    }

    var checksum: String {
        let joined = files.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
        return SHA256.hash(data: Data(joined.utf8)).map { String(format: "%02x", $0) }.joined()
    }
}
