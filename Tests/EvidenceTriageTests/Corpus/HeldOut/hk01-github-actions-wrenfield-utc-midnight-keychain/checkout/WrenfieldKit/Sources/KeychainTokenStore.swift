import Foundation
import Security

/// Stores the sync API token in the keychain (generic password item).
public final class KeychainTokenStore {
    public enum KeychainError: Error, Equatable {
        case unhandledStatus(OSStatus)
        case unexpectedData
    }

    private let service: String
    private let account: String

    public init(service: String = "com.wrenfield.sync", account: String = "api-token") {
        self.service = service
        self.account = account
    }

    public func save(_ token: String) throws {
        let data = Data(token.utf8)
        var query = baseQuery()
        SecItemDelete(query as CFDictionary)
        query[kSecValueData as String] = data
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            let text = (SecCopyErrorMessageString(status, nil) as String?) ?? "unknown"
            NSLog("KeychainTokenStore: SecItemAdd failed: %d (%@)", status, text)
            throw KeychainError.unhandledStatus(status)
        }
    }

    public func load() throws -> String? {
        var query = baseQuery()
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess else { throw KeychainError.unhandledStatus(status) }
        guard let data = item as? Data, let token = String(data: data, encoding: .utf8) else {
            throw KeychainError.unexpectedData
        }
        return token
    }

    public func delete() {
        SecItemDelete(baseQuery() as CFDictionary)
    }

    private func baseQuery() -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
    }
}
