import Foundation
import Security

enum KeychainError: Error, Equatable {
    case unhandled(status: OSStatus)
    case itemNotFound
}

/// Stores the sync refresh token. The token lives in the shared access group
/// so the widget extension and the background refresh can read it.
struct CredentialStore {
    static let service = "com.tidewell.journal.sync"
    // Resolved from the entitlement at build time; see Tidewell.entitlements.
    static let accessGroup = "7QH2M4X9TL.com.tidewell.shared"

    var accessGroup: String? = CredentialStore.accessGroup

    func save(refreshToken: String, account: String) throws {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: Self.service,
            kSecAttrAccount as String: account,
        ]
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        SecItemDelete(query as CFDictionary)

        query[kSecValueData as String] = Data(refreshToken.utf8)
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else { throw KeychainError.unhandled(status: status) }
    }

    func refreshToken(account: String) throws -> String {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: Self.service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
        ]
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { throw KeychainError.itemNotFound }
        guard status == errSecSuccess, let data = item as? Data else { throw KeychainError.unhandled(status: status) }
        return String(decoding: data, as: UTF8.self)
    }
}
