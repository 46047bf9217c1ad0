import Foundation
import Security

enum KeychainStoreError: Error {
    case unhandled(status: OSStatus)
}

/// Session written by the pre-KMP app (<= 6.x). Still read on upgrade, then
/// rewritten as AfterFirstUnlock so background sync can use it while locked.
struct LegacySessionKeychain {
    let service = "com.orchard.session"
    let account = "primary"

    private var baseQuery: [String: Any] {
        [kSecClass as String: kSecClassGenericPassword,
         kSecAttrService as String: service,
         kSecAttrAccount as String: account]
    }

    func read() throws -> Data? {
        var query = baseQuery
        query[kSecReturnData as String] = true
        var result: AnyObject?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess else { throw KeychainStoreError.unhandled(status: status) }
        return result as? Data
    }

    func migrateToAfterFirstUnlock() throws {
        guard let token = try read() else { return }
        var query = baseQuery
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        SecItemDelete(query as CFDictionary)

        var item = baseQuery
        item[kSecValueData as String] = token
        item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(item as CFDictionary, nil)
        guard status == errSecSuccess else { throw KeychainStoreError.unhandled(status: status) }
    }
}
