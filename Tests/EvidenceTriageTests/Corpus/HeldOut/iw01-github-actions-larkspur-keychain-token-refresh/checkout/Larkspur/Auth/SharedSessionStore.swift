import Foundation
import Security
import os

/// Session shared with the Share extension through the keychain access group.
struct SharedSessionStore {
    static let accessGroup = "8KQ2M5X7ZP.com.larkspur.shared"
    private let log = Logger(subsystem: "com.larkspur.mail", category: "Keychain")

    func save(sessionID: String) throws {
        let attributes: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: "com.larkspur.session",
            kSecAttrAccount as String: "current",
            kSecAttrAccessGroup as String: Self.accessGroup,
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
            kSecValueData as String: Data(sessionID.utf8),
        ]
        let status = SecItemAdd(attributes as CFDictionary, nil)
        guard status == errSecSuccess || status == errSecDuplicateItem else {
            let message = SecCopyErrorMessageString(status, nil) as String? ?? "?"
            log.error("SecItemAdd(group=\(Self.accessGroup, privacy: .public)) failed: \(status) (\(message, privacy: .public))")
            throw KeychainError.unhandled(status: status)
        }
    }
}
