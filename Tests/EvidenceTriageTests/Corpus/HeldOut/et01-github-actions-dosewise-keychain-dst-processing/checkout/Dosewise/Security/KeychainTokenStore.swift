import Foundation
import Security
import os

/// Stores the refresh token for the Dosewise sync account.
///
/// Items live in the shared access group so the widget extension can read
/// the token when it refreshes the "next dose" complication.
final class KeychainTokenStore {
    enum KeychainError: Error, Equatable {
        case unexpectedData
        case unhandled(status: OSStatus)
    }

    static let service = "com.harrowlane.dosewise.auth"
    static let accessGroup = "7QKD3H5M2R.com.harrowlane.dosewise.shared"

    private let account: String
    private let log = Logger(subsystem: "com.harrowlane.dosewise", category: "keychain")

    init(account: String = "sync-refresh-token") {
        self.account = account
    }

    func save(_ token: String) throws {
        let data = Data(token.utf8)
        var query = baseQuery()
        SecItemDelete(query as CFDictionary)

        query[kSecValueData as String] = data
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            log.error("SecItemAdd failed: \(status, privacy: .public) for service \(Self.service, privacy: .public)")
            throw KeychainError.unhandled(status: status)
        }
    }

    func read() throws -> String? {
        var query = baseQuery()
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
            return nil
        default:
            log.error("SecItemCopyMatching failed: \(status, privacy: .public)")
            throw KeychainError.unhandled(status: status)
        }
    }

    func clear() {
        SecItemDelete(baseQuery() as CFDictionary)
    }

    private func baseQuery() -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: Self.service,
            kSecAttrAccount as String: account,
            kSecAttrAccessGroup as String: Self.accessGroup,
        ]
    }
}
