import Foundation
import Security

struct SharedCredentialStore {
    static let accessGroup = "group.com.vaultapp.shared"
    let service = "com.vaultapp.session"

    enum StoreError: Error, Equatable { case status(OSStatus) }

    func save(token: String, account: String) throws {
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
        guard status == errSecSuccess else { throw StoreError.status(status) }
    }
}
