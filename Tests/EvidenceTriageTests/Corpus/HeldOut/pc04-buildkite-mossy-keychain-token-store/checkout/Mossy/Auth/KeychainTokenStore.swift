import Foundation
import Security
import os

enum KeychainError: Error, Equatable {
    case unhandled(status: OSStatus)
}

struct KeychainTokenStore {
    let service = "com.mossygarden.mossy.auth"
    private let log = Logger(subsystem: "com.mossygarden.mossy", category: "Keychain")

    func save(_ token: String, account: String) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecValueData as String: Data(token.utf8),
        ]
        let status = SecItemAdd(query as CFDictionary, nil)
        log.info("SecItemAdd account=\(account, privacy: .public) status=\(status)")
        guard status == errSecSuccess else { throw KeychainError.unhandled(status: status) }
    }

    func read(account: String) throws -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        log.info("SecItemCopyMatching account=\(account, privacy: .public) status=\(status)")
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = item as? Data else { throw KeychainError.unhandled(status: status) }
        return String(data: data, encoding: .utf8)
    }

    func attributes(account: String) -> [String: Any]? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnAttributes as String: true,
        ]
        var item: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess else { return nil }
        return item as? [String: Any]
    }
}
