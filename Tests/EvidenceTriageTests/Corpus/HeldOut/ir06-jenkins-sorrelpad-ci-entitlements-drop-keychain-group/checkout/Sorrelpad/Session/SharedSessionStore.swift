import Foundation
import Security

/// Keeps the signed-in session in a keychain access group the Today widget can read.
struct SharedSessionStore {
    enum KeychainError: Error, Equatable { case unhandledError(status: OSStatus) }

    /// "<team>.com.sorrelpad.shared", written into Info.plist as SPSharedKeychainGroup.
    static let accessGroup = Bundle.main.object(forInfoDictionaryKey: "SPSharedKeychainGroup") as! String
    let service = "com.sorrelpad.session"

    func save(token: String, account: String) throws {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrService as String: service,
                                    kSecAttrAccount as String: account,
                                    kSecAttrAccessGroup as String: Self.accessGroup,
                                    kSecValueData as String: Data(token.utf8)]
        SecItemDelete(query as CFDictionary)
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            NSLog("[SharedSessionStore] SecItemAdd failed: %d (%@)", status,
                  SecCopyErrorMessageString(status, nil) as String? ?? "?")
            throw KeychainError.unhandledError(status: status)
        }
    }

    func token(account: String) throws -> String? {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrService as String: service,
                                    kSecAttrAccount as String: account,
                                    kSecAttrAccessGroup as String: Self.accessGroup,
                                    kSecReturnData as String: true]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = item as? Data else {
            NSLog("[SharedSessionStore] SecItemCopyMatching failed: %d (%@)", status,
                  SecCopyErrorMessageString(status, nil) as String? ?? "?")
            throw KeychainError.unhandledError(status: status)
        }
        return String(decoding: data, as: UTF8.self)
    }

    func clear(account: String) throws {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrService as String: service,
                                    kSecAttrAccount as String: account,
                                    kSecAttrAccessGroup as String: Self.accessGroup]
        let status = SecItemDelete(query as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else {
            NSLog("[SharedSessionStore] SecItemDelete failed: %d (%@)", status,
                  SecCopyErrorMessageString(status, nil) as String? ?? "?")
            throw KeychainError.unhandledError(status: status)
        }
    }
}
