import Foundation
import Security
import os

enum KeychainError: Error, Equatable {
    case unhandled(status: OSStatus)
}

final class KeychainCredentialStore: CredentialStore {
    private let service: String
    private let log = Logger(subsystem: "com.ferrow.app", category: "Keychain")

    init(service: String) { self.service = service }

    func save(token: String, for account: String) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecValueData as String: Data(token.utf8),
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
        ]
        SecItemDelete(query as CFDictionary)
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            log.error("SecItemAdd failed: \(status) (errSecMissingEntitlement)")
            throw KeychainError.unhandled(status: status)
        }
    }

    func token(for account: String) throws -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = item as? Data else {
            log.error("SecItemCopyMatching failed: \(status) (errSecMissingEntitlement)")
            throw KeychainError.unhandled(status: status)
        }
        return String(decoding: data, as: UTF8.self)
    }

    func deleteToken(for account: String) throws {
        let status = SecItemDelete([kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrService as String: service,
                                    kSecAttrAccount as String: account] as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else {
            throw KeychainError.unhandled(status: status)
        }
    }

    func removeAll() throws {
        SecItemDelete([kSecClass as String: kSecClassGenericPassword,
                       kSecAttrService as String: service] as CFDictionary)
    }
}
