import Foundation
import Security

public enum TokenKind: String { case access, refresh }

public enum VaultError: Error, Equatable {
    case unhandledStatus(OSStatus)
}

/// Keychain-backed store for session tokens (moved from the app target into FennelKit).
public struct TokenVault {
    let service: String

    public init(service: String) { self.service = service }

    public func store(_ value: String, for kind: TokenKind) throws {
        var query = baseQuery(kind)
        SecItemDelete(query as CFDictionary)
        query[kSecValueData as String] = Data(value.utf8)
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            Log.vault.error("SecItemAdd status \(status) (\(SecCopyErrorMessageString(status, nil) as String? ?? "?"))")
            throw VaultError.unhandledStatus(status)
        }
    }

    public func read(_ kind: TokenKind) throws -> String? {
        var query = baseQuery(kind)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = item as? Data else { throw VaultError.unhandledStatus(status) }
        return String(decoding: data, as: UTF8.self)
    }

    public func remove(_ kind: TokenKind) throws {
        let status = SecItemDelete(baseQuery(kind) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw VaultError.unhandledStatus(status) }
    }

    public func removeAll() throws {
        SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service] as CFDictionary)
    }

    private func baseQuery(_ kind: TokenKind) -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword,
         kSecAttrService as String: service,
         kSecAttrAccount as String: kind.rawValue]
    }
}
