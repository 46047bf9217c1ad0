import Foundation
import Security
import os

struct SyncToken: Codable, Equatable {
    let value: String
    let expiresAt: Date
}

enum KeychainTokenStoreError: Error, Equatable {
    case keychainStatus(OSStatus)
    case decoding
}

/// Stores the bank-sync token in the shared keychain group so the widget
/// extension can refresh balances with the same credentials.
final class KeychainTokenStore {
    /// Matches `keychain-access-groups` in Ledgerleaf.entitlements
    /// ("$(AppIdentifierPrefix)com.ledgerleaf.shared"). The team prefix is read at run time
    /// from the `AppIdentifierPrefix` key that Info.plist fills from the build setting.
    static let defaultAccessGroup = "$(AppIdentifierPrefix)com.ledgerleaf.shared"
        .replacingOccurrences(of: "$(AppIdentifierPrefix)", with: Bundle.main.appIdentifierPrefix)

    private let service: String
    private let accessGroup: String?
    private let log = Logger(subsystem: "com.ledgerleaf.app", category: "Keychain")

    init(service: String = "com.ledgerleaf.app.sync", accessGroup: String? = KeychainTokenStore.defaultAccessGroup) {
        self.service = service
        self.accessGroup = accessGroup
    }

    func save(_ token: SyncToken, account: String) throws {
        let data = try JSONEncoder().encode(token)
        var query = baseQuery(account: account)
        SecItemDelete(query as CFDictionary)
        query[kSecValueData as String] = data
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            let message = SecCopyErrorMessageString(status, nil) as String? ?? "unknown"
            log.error("SecItemAdd failed: \(status, privacy: .public) \(message, privacy: .public)")
            #if DEBUG
            NSLog("[Keychain] SecItemAdd failed: %d %@ (service=%@, group=%@)", status, message, service, accessGroup ?? "-")
            #endif
            throw KeychainTokenStoreError.keychainStatus(status)
        }
    }

    func load(account: String) throws -> SyncToken {
        var query = baseQuery(account: account)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        guard status == errSecSuccess, let data = item as? Data else {
            throw KeychainTokenStoreError.keychainStatus(status)
        }
        guard let token = try? JSONDecoder().decode(SyncToken.self, from: data) else {
            throw KeychainTokenStoreError.decoding
        }
        return token
    }

    func deleteAll() throws {
        var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrService as String: service]
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        let status = SecItemDelete(query as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else {
            throw KeychainTokenStoreError.keychainStatus(status)
        }
    }

    private func baseQuery(account: String) -> [String: Any] {
        var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrService as String: service,
                                    kSecAttrAccount as String: account]
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        return query
    }
}

private extension Bundle {
    var appIdentifierPrefix: String {
        (object(forInfoDictionaryKey: "AppIdentifierPrefix") as? String) ?? ""
    }
}
