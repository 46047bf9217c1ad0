import Foundation
import Security

enum KeychainError: Error, Equatable {
    case unhandled(status: OSStatus)
    case missingItem
}

/// Stores the OAuth session for the signed-in mailbox in the shared keychain group,
/// so the share extension and the background refresh read the same token.
final class SessionVault {
    static let accessGroup = "group.app.larkspur.shared"
    private let service: String

    init(service: String = "app.larkspur.session") {
        self.service = service
    }

    private func baseQuery(account: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecAttrAccessGroup as String: SessionVault.accessGroup,
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
        ]
    }

    @discardableResult
    func store(token: Data, account: String) throws -> OSStatus {
        SecItemDelete(baseQuery(account: account) as CFDictionary)
        var query = baseQuery(account: account)
        query[kSecValueData as String] = token
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            NSLog("[SessionVault] SecItemAdd returned %d", status)
            throw KeychainError.unhandled(status: status)
        }
        return status
    }

    func token(account: String) throws -> Data {
        var query = baseQuery(account: account)
        query[kSecReturnData as String] = true
        var out: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &out)
        if status == errSecItemNotFound { throw KeychainError.missingItem }
        guard status == errSecSuccess, let data = out as? Data else {
            throw KeychainError.unhandled(status: status)
        }
        return data
    }

    func remove(account: String) -> OSStatus {
        SecItemDelete(baseQuery(account: account) as CFDictionary)
    }
}
