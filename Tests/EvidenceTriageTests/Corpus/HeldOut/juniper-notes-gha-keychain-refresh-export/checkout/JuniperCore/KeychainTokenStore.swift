import Foundation
import Security
import os

public enum KeychainError: Error, Equatable {
    case unhandled(status: OSStatus)
    case decoding
}

public final class KeychainTokenStore {
    private let service: String
    private let accessGroup: String?
    private let log = Logger(subsystem: "com.junipernotes.core", category: "keychain")

    public init(service: String, accessGroup: String?) {
        self.service = service
        self.accessGroup = accessGroup
    }

    public func save(_ token: RefreshToken, account: String) throws {
        let data = try JSONEncoder().encode(token)
        var query = baseQuery(account: account)
        query[kSecValueData as String] = data
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess || status == errSecDuplicateItem else {
            log.error("SecItemAdd failed: \(status, privacy: .public)")
            throw KeychainError.unhandled(status: status)
        }
    }

    public func read(account: String) throws -> RefreshToken? {
        var query = baseQuery(account: account)
        query[kSecReturnData as String] = true
        var out: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &out)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = out as? Data else { throw KeychainError.unhandled(status: status) }
        return try JSONDecoder().decode(RefreshToken.self, from: data)
    }

    public func delete(account: String) throws {
        let status = SecItemDelete(baseQuery(account: account) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw KeychainError.unhandled(status: status) }
    }

    public func deleteAll() throws {
        _ = SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service] as CFDictionary)
    }

    private func baseQuery(account: String) -> [String: Any] {
        var q: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                kSecAttrService as String: service,
                                kSecAttrAccount as String: account]
        if let accessGroup { q[kSecAttrAccessGroup as String] = accessGroup }
        return q
    }
}
