import Foundation
import Security

enum KeychainError: Error, Equatable {
    case unhandled(status: OSStatus)
    case notFound
}

/// Stores the account's tokens in the keychain group shared with the Wallet extension.
struct CredentialVault {
    static let accessGroup = "7QK2M9XH4D.com.quayline.shared"
    let service = "com.quayline.auth"

    func store(_ token: String, account: String) throws {
        let base: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecAttrAccessGroup as String: Self.accessGroup,
        ]
        SecItemDelete(base as CFDictionary)
        var add = base
        add[kSecValueData as String] = Data(token.utf8)
        add[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(add as CFDictionary, nil)
        guard status == errSecSuccess else {
            NSLog("[Vault] SecItemAdd failed: %d (%@)", status, SecCopyErrorMessageString(status, nil) as String? ?? "?")
            throw KeychainError.unhandled(status: status)
        }
    }

    func token(account: String) throws -> String {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecAttrAccessGroup as String: Self.accessGroup,
            kSecReturnData as String: true,
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { throw KeychainError.notFound }
        guard status == errSecSuccess, let data = item as? Data else { throw KeychainError.unhandled(status: status) }
        return String(decoding: data, as: UTF8.self)
    }
}
