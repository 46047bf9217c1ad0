import Foundation
import Security

/// The app writes the message-decryption session key; the Notification Service
/// Extension reads it to decrypt push previews. Both share a keychain group.
enum NotificationKeyStore {
    static let sharedAccessGroup = "8XJ2QK4M7P.app.brindle.shared"
    static let service = "app.brindle.session-key"

    /// Called by the app after login.
    static func save(_ key: String, account: String) -> OSStatus {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
        ]
        // query[kSecAttrAccessGroup as String] = sharedAccessGroup
        SecItemDelete(query as CFDictionary)
        query[kSecValueData as String] = Data(key.utf8)
        return SecItemAdd(query as CFDictionary, nil)
    }

    /// Called by the extension.
    static func read(account: String) -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecAttrAccessGroup as String: sharedAccessGroup,
            kSecReturnData as String: true,
        ]
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        guard status == errSecSuccess, let data = result as? Data else {
            NSLog("[nse] session key lookup failed: %d", status)
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }
}
