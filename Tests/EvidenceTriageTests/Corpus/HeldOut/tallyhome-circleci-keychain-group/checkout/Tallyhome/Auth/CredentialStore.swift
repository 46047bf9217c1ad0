import Foundation
import Security

/// Keychain sharing between the app, the widget and the
/// "com.tallyhome.app.session-refresh" background refresh.
enum KeychainConfig {
    static let service = "com.tallyhome.session"
    static let accessGroup = "8XJ2K4T6QZ.com.tallyhome.shared"
}

struct CredentialStore {
    var accessGroup: String = KeychainConfig.accessGroup

    @discardableResult
    func save(_ token: Data, account: String) -> OSStatus {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: KeychainConfig.service,
            kSecAttrAccount as String: account,
            kSecAttrAccessGroup as String: accessGroup,
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
            kSecValueData as String: token,
        ]
        SecItemDelete(query as CFDictionary)
        return SecItemAdd(query as CFDictionary, nil)
    }

    func read(account: String) -> (OSStatus, Data?) {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: KeychainConfig.service,
            kSecAttrAccount as String: account,
            kSecAttrAccessGroup as String: accessGroup,
            kSecReturnData as String: true,
        ]
        var out: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &out)
        return (status, out as? Data)
    }
}
