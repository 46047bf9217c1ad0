import Foundation
import Security

struct KeychainError: Error, CustomStringConvertible {
    let status: OSStatus
    var description: String { "keychain(status: \(status))" }
}

protocol KeychainStoring {
    func add(_ data: Data, account: String, service: String, accessGroup: String?) throws
    func read(account: String, service: String, accessGroup: String?) throws -> Data?
    func delete(account: String, service: String, accessGroup: String?) throws
}

/// Thin wrapper over SecItem*. The default instance talks to the real keychain.
final class KeychainManager: KeychainStoring {
    func add(_ data: Data, account: String, service: String, accessGroup: String?) throws {
        var query = base(account: account, service: service, accessGroup: accessGroup)
        query[kSecValueData as String] = data
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else { throw KeychainError(status: status) }
    }

    func read(account: String, service: String, accessGroup: String?) throws -> Data? {
        var query = base(account: account, service: service, accessGroup: accessGroup)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var out: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &out)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess else { throw KeychainError(status: status) }
        return out as? Data
    }

    func delete(account: String, service: String, accessGroup: String?) throws {
        let status = SecItemDelete(base(account: account, service: service, accessGroup: accessGroup) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw KeychainError(status: status) }
    }

    private func base(account: String, service: String, accessGroup: String?) -> [String: Any] {
        var q: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                kSecAttrAccount as String: account,
                                kSecAttrService as String: service]
        if let accessGroup { q[kSecAttrAccessGroup as String] = accessGroup }
        return q
    }
}
