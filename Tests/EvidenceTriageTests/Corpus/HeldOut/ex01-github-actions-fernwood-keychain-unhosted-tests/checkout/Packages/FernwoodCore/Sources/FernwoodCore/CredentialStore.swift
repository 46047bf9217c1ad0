import Foundation
import Security
import os

/// Stores the sync account's bearer credential in the keychain (generic password items).
/// Moved from the app target into FernwoodCore in #612.
public final class CredentialStore {
    public enum CredentialStoreError: Error, Equatable {
        case unexpectedStatus(OSStatus)
        case undecodableData
    }

    private let service: String
    private let accessGroup: String?
    private let logger = Logger(subsystem: "com.fernwoodapps.journal", category: "CredentialStore")

    public init(service: String = "com.fernwoodapps.journal.sync", accessGroup: String? = nil) {
        self.service = service
        self.accessGroup = accessGroup
    }

    public func save(_ token: String, account: String) throws {
        var query = baseQuery(account: account)
        SecItemDelete(query as CFDictionary)
        query[kSecValueData as String] = Data(token.utf8)
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            report("SecItemAdd", status)
            throw CredentialStoreError.unexpectedStatus(status)
        }
    }

    public func read(account: String) throws -> String? {
        var query = baseQuery(account: account)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess else {
            report("SecItemCopyMatching", status)
            throw CredentialStoreError.unexpectedStatus(status)
        }
        guard let data = item as? Data, let token = String(data: data, encoding: .utf8) else {
            throw CredentialStoreError.undecodableData
        }
        return token
    }

    public func rotate(to token: String, account: String) throws {
        // Same item, new value: update in place so observers keyed on the item keep working.
        let query = baseQuery(account: account)
        let attributes = [kSecValueData as String: Data(token.utf8)]
        let status = SecItemUpdate(query as CFDictionary, attributes as CFDictionary)
        if status == errSecItemNotFound {
            try save(token, account: account)
            return
        }
        guard status == errSecSuccess else {
            report("SecItemUpdate", status)
            throw CredentialStoreError.unexpectedStatus(status)
        }
    }

    public func delete(account: String) throws {
        let status = SecItemDelete(baseQuery(account: account) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else {
            report("SecItemDelete", status)
            throw CredentialStoreError.unexpectedStatus(status)
        }
    }

    private func baseQuery(account: String) -> [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account
        ]
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        return query
    }

    private func report(_ call: String, _ status: OSStatus) {
        let text = (SecCopyErrorMessageString(status, nil) as String?) ?? "unknown"
        logger.error("\(call, privacy: .public) failed with OSStatus \(status, privacy: .public) (\(text, privacy: .public))")
        print("CredentialStore: \(call) failed with OSStatus \(status) (\(text))")
    }
}
