import Foundation
import Security

/// Stores the sync session (refresh token) in the keychain access group that the
/// app shares with the widget extension.
struct KeychainSessionStore {
    enum StoreError: Error, Equatable {
        case unexpectedStatus(OSStatus)
        case malformedItem
    }

    static let accessGroup = "QW7K2M9XPA.com.quillwort.shared"
    let service: String

    init(service: String = "com.quillwort.session") {
        self.service = service
    }

    func save(refreshToken: String, account: String) throws {
        let data = Data(refreshToken.utf8)
        var query = baseQuery(account: account)
        SecItemDelete(query as CFDictionary)
        query[kSecValueData as String] = data
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            throw StoreError.unexpectedStatus(status)
        }
    }

    func loadRefreshToken(account: String) throws -> String? {
        var query = baseQuery(account: account)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess else { throw StoreError.unexpectedStatus(status) }
        guard let data = item as? Data, let token = String(data: data, encoding: .utf8) else {
            throw StoreError.malformedItem
        }
        return token
    }

    func delete(account: String) {
        SecItemDelete(baseQuery(account: account) as CFDictionary)
    }

    private func baseQuery(account: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecAttrAccessGroup as String: Self.accessGroup,
        ]
    }
}
