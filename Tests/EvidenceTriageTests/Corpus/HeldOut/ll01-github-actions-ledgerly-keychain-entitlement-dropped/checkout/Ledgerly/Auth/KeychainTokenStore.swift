import Foundation
import Security

struct KeychainError: Error, Equatable {
    let status: OSStatus
}

/// Refresh token for the bank-aggregation API. Generic password item in the app's
/// default keychain access group (no kSecAttrAccessGroup: the first group of the
/// app's entitlements is used).
final class KeychainTokenStore: @unchecked Sendable {
    private let service = "com.ledgerly.app.auth"

    func save(_ token: String, account: String) throws {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrService as String: service,
                                    kSecAttrAccount as String: account]
        SecItemDelete(query as CFDictionary)
        var attributes = query
        attributes[kSecValueData as String] = Data(token.utf8)
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(attributes as CFDictionary, nil)
        guard status == errSecSuccess else {
            let message = SecCopyErrorMessageString(status, nil) as String? ?? "?"
            print("[Keychain] SecItemAdd(\(service)/\(account)) failed: \(status) (\(message))")
            throw KeychainError(status: status)
        }
    }

    func read(account: String) throws -> String? {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrService as String: service,
                                    kSecAttrAccount as String: account,
                                    kSecReturnData as String: true]
        var result: AnyObject?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = result as? Data else { throw KeychainError(status: status) }
        return String(decoding: data, as: UTF8.self)
    }
}
