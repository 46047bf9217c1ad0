import Foundation
import Security

public enum KeychainError: Error, CustomStringConvertible {
    case unexpectedStatus(OSStatus, operation: String)
    public var description: String {
        switch self {
        case let .unexpectedStatus(status, operation):
            let message = SecCopyErrorMessageString(status, nil) as String? ?? "unknown"
            return "\(operation) failed (OSStatus \(status)): \(message)"
        }
    }
}

/// Stores the sync token and the backup passphrase in the login keychain (file-based, macOS).
public struct KeychainSecretStore {
    public let service: String
    public init(service: String = "com.ferncastle.sync") { self.service = service }

    public func read(_ key: String) throws -> String? {
        var query = baseQuery(key)
        query[kSecReturnData as String] = true
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = item as? Data else {
            throw KeychainError.unexpectedStatus(status, operation: "read of \(key)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    public func delete(_ key: String) throws {
        let status = SecItemDelete(baseQuery(key) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else {
            throw KeychainError.unexpectedStatus(status, operation: "delete of \(key)")
        }
    }

    private func baseQuery(_ key: String) -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword,
         kSecAttrService as String: service,
         kSecAttrAccount as String: key]
    }
    // MARK: - write































































    /// Empty string deletes the item.
    public func write(_ value: String, for key: String) throws {
        if value.isEmpty { try delete(key); return }
        var attributes = baseQuery(key)
        attributes[kSecValueData as String] = Data(value.utf8)
        var status = SecItemAdd(attributes as CFDictionary, nil)
        if status == errSecDuplicateItem { status = SecItemUpdate(baseQuery(key) as CFDictionary, [kSecValueData as String: Data(value.utf8)] as CFDictionary) }
        guard status == errSecSuccess else {
            throw KeychainError.unexpectedStatus(status, operation: "write of \(key)")
        }
    }
}
