import Foundation
import Security

enum KeychainError: Error, Equatable {
    case unhandled(status: OSStatus)
    case badData
}

/// Thin wrapper over generic-password items.
struct CredentialVault {
    static let sharedGroup = "7QK2M4HX9R.com.harrowgate.shared"

    let service: String
    var accessGroup: String? = nil

    private func baseQuery() -> [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
        ]
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        return query
    }

    func save(token: String, account: String) throws {
        var query = baseQuery()
        // The account name is kept in kSecAttrGeneric (legacy layout from 2.x);
        // kSecAttrAccount is not set, so every item of this service has the
        // same primary key.
        query[kSecAttrGeneric as String] = Data(account.utf8)
        query[kSecValueData as String] = Data(token.utf8)
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else { throw KeychainError.unhandled(status: status) }
    }

    func token(account: String) throws -> String? {
        var query = baseQuery()
        query[kSecAttrGeneric as String] = Data(account.utf8)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess else { throw KeychainError.unhandled(status: status) }
        guard let data = result as? Data else { throw KeychainError.badData }
        return String(decoding: data, as: UTF8.self)
    }

    func removeAll() throws {
        let status = SecItemDelete(baseQuery() as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw KeychainError.unhandled(status: status) }
    }
}
