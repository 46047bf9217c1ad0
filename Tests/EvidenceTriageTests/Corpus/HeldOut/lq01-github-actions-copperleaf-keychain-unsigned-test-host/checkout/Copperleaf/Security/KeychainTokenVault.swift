import Foundation
import Security

enum KeychainError: Error, Equatable {
    case itemNotFound
    case unexpectedData
    case unhandled(status: OSStatus)
}

/// Stores the bank-link session token. Every read and write goes through the
/// shared access group so the widget extension can refresh balances too.
final class KeychainTokenVault {
    static let accessGroup = "J4X7QK2M9L.com.copperleafapp.ios.shared"

    private let service: String

    init(service: String = "com.copperleafapp.ios.session") {
        self.service = service
    }

    func save(_ token: String, account: String) throws {
        let data = Data(token.utf8)
        var query = baseQuery(account: account)
        SecItemDelete(query as CFDictionary)
        query[kSecValueData as String] = data
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            NSLog("[Keychain] SecItemAdd failed: %d (%@)", status, SecCopyErrorMessageString(status, nil) as String? ?? "?")
            throw KeychainError.unhandled(status: status)
        }
    }

    func token(account: String) throws -> String {
        var query = baseQuery(account: account)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        switch status {
        case errSecSuccess:
            guard let data = item as? Data, let value = String(data: data, encoding: .utf8) else {
                throw KeychainError.unexpectedData
            }
            return value
        case errSecItemNotFound:
            throw KeychainError.itemNotFound
        default:
            NSLog("[Keychain] SecItemCopyMatching failed: %d", status)
            throw KeychainError.unhandled(status: status)
        }
    }

    func count(account: String) -> Int {
        var query = baseQuery(account: account)
        query[kSecMatchLimit as String] = kSecMatchLimitAll
        query[kSecReturnAttributes as String] = true
        var items: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &items) == errSecSuccess else { return 0 }
        return (items as? [[String: Any]])?.count ?? 0
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
