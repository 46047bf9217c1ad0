import Foundation
import Security
import os

public struct CredentialStore {
    public static let sharedGroup = "8XQ2L5KD7M.com.brightmoss.shared"
    public enum KeychainError: Error, Equatable { case unhandled(status: OSStatus) }

    let service: String
    let accessGroup: String?
    private let log = Logger(subsystem: "com.brightmoss.kit", category: "Keychain")

    public init(service: String, accessGroup: String?) {
        self.service = service
        self.accessGroup = accessGroup
    }

    private func baseQuery(account: String) -> [String: Any] {
        var query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrService as String: service,
                                    kSecAttrAccount as String: account]
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        return query
    }

    public func save(token: String, account: String) throws {
        var query = baseQuery(account: account)
        query[kSecValueData as String] = Data(token.utf8)
        let status = SecItemAdd(query as CFDictionary, nil)
        log.debug("SecItemAdd status=\(status)")
        guard status == errSecSuccess else { throw KeychainError.unhandled(status: status) }
    }

    public func token(account: String) throws -> String? {
        var query = baseQuery(account: account)
        query[kSecReturnData as String] = true
        var out: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &out)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = out as? Data else { throw KeychainError.unhandled(status: status) }
        return String(decoding: data, as: UTF8.self)
    }

    public func deleteStatus(account: String) -> OSStatus {
        SecItemDelete(baseQuery(account: account) as CFDictionary)
    }

    public func delete(account: String) throws {
        let status = deleteStatus(account: account)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw KeychainError.unhandled(status: status) }
    }
}
