import Security
import Foundation

enum SharedSession {
    enum Group: String { case shared = "9QMZ4ALMNC.com.almanac.shared" }
    enum KeychainError: Error { case status(OSStatus) }

    static func store(token: String, in group: Group) throws {
        let q: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "session",
                                kSecAttrAccessGroup as String: group.rawValue, kSecValueData as String: Data(token.utf8),
                                kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock]
        SecItemDelete(q as CFDictionary)
        let s = SecItemAdd(q as CFDictionary, nil)
        guard s == errSecSuccess else { throw KeychainError.status(s) }
    }

    static func read(from group: Group) throws -> String? {
        let q: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "session",
                                kSecAttrAccessGroup as String: group.rawValue, kSecReturnData as String: true]
        var out: CFTypeRef?
        let s = SecItemCopyMatching(q as CFDictionary, &out)
        guard s == errSecSuccess, let d = out as? Data else { throw KeychainError.status(s) }
        return String(decoding: d, as: UTF8.self)
    }
}
