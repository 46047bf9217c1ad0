import Foundation
import Security
import os

public enum KeychainError: Error, Equatable {
    case itemNotFound
    case unexpectedData
    case unhandled(status: OSStatus)
}

/// Stores the account's refresh token in the keychain group shared with the
/// share extension and the background upload task.
public final class KeychainTokenStore {
    public static let sharedAccessGroup = "L7QX2Z9K4M.com.sorrelapps.shared"

    private let service: String
    private let accessGroup: String?
    private let log = Logger(subsystem: "com.sorrelapps.sorrel", category: "keychain")

    public init(service: String = "com.sorrelapps.sorrel.auth",
                accessGroup: String? = KeychainTokenStore.sharedAccessGroup) {
        self.service = service
        self.accessGroup = accessGroup
    }

    private func baseQuery(account: String) -> [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
        if let accessGroup {
            query[kSecAttrAccessGroup as String] = accessGroup
        }
        return query
    }

    public func save(_ token: String, account: String) throws {
        let data = Data(token.utf8)
        var query = baseQuery(account: account)
        let update: [String: Any] = [kSecValueData as String: data]

        var status = SecItemUpdate(query as CFDictionary, update as CFDictionary)
        if status == errSecItemNotFound {
            query[kSecValueData as String] = data
            query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
            status = SecItemAdd(query as CFDictionary, nil)
        }
        guard status == errSecSuccess else {
            log.error("save failed for group \(self.accessGroup ?? "-", privacy: .public): \(status)")
            print("KeychainTokenStore: SecItemAdd/Update in group \(accessGroup ?? "-") returned \(status)")
            throw KeychainError.unhandled(status: status)
        }
    }

    public func token(account: String) throws -> String {
        var query = baseQuery(account: account)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne

        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        switch status {
        case errSecSuccess:
            guard let data = item as? Data, let token = String(data: data, encoding: .utf8) else {
                throw KeychainError.unexpectedData
            }
            return token
        case errSecItemNotFound:
            throw KeychainError.itemNotFound
        default:
            print("KeychainTokenStore: SecItemCopyMatching in group \(accessGroup ?? "-") returned \(status)")
            throw KeychainError.unhandled(status: status)
        }
    }

    public func delete(account: String) throws {
        let status = SecItemDelete(baseQuery(account: account) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else {
            throw KeychainError.unhandled(status: status)
        }
    }
}
