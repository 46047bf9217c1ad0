import Foundation
import Security

/// Builds the SecItem dictionaries for OAuth tokens.
enum KeychainQuery {
    static let service = "com.tern.mail.oauth"

    static func base(account: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
    }

    static func add(account: String, data: Data) -> [String: Any] {
        var query = base(account: account)
        query[kSecValueData as String] = data
        // Tokens are read by the mailbox refresh task while the phone may be locked.
        query[kSecAttrAccessible as String] = kSecAttrAccessibleWhenUnlocked
        return query
    }

    static func read(account: String) -> [String: Any] {
        var query = base(account: account)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        return query
    }
}
