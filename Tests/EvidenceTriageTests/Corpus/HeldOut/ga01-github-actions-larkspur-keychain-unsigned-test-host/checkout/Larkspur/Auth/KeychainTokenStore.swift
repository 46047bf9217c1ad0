import Foundation
import Security

enum TokenKind: String {
    case refreshToken = "refresh"
    case sessionToken = "session"
}

enum KeychainError: Error, Equatable, CustomStringConvertible {
    case unhandledStatus(OSStatus)
    case itemNotFound

    var description: String {
        switch self {
        case .itemNotFound:
            return "KeychainError.itemNotFound"
        case .unhandledStatus(let status) where status == errSecMissingEntitlement:
            return "KeychainError.unhandledStatus(\(status): errSecMissingEntitlement)"
        case .unhandledStatus(let status):
            return "KeychainError.unhandledStatus(\(status))"
        }
    }
}

/// Stores the reader's session and refresh tokens in the shared keychain group so the
/// widget extension and the background refresh can read them.
final class KeychainTokenStore {
    static let sharedAccessGroup = "7QH3L2K9XD.com.larkspurapps.shared"

    private let service: String
    private let accessGroup: String?

    init(service: String = "com.larkspurapps.reader", accessGroup: String? = KeychainTokenStore.sharedAccessGroup) {
        self.service = service
        self.accessGroup = accessGroup
    }

    private func baseQuery(for kind: TokenKind) -> [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: kind.rawValue,
        ]
        if let accessGroup {
            query[kSecAttrAccessGroup as String] = accessGroup
        }
        return query
    }

    func save(_ value: String, for kind: TokenKind) throws {
        var query = baseQuery(for: kind)
        SecItemDelete(query as CFDictionary)
        query[kSecValueData as String] = Data(value.utf8)
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            NSLog("KeychainTokenStore: SecItemAdd(%@) returned %d", kind.rawValue, status)
            throw KeychainError.unhandledStatus(status)
        }
    }

    func read(_ kind: TokenKind) throws -> String {
        var query = baseQuery(for: kind)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        switch status {
        case errSecSuccess:
            guard let data = item as? Data, let value = String(data: data, encoding: .utf8) else {
                throw KeychainError.itemNotFound
            }
            return value
        case errSecItemNotFound:
            throw KeychainError.itemNotFound
        default:
            NSLog("KeychainTokenStore: SecItemCopyMatching(%@) returned %d", kind.rawValue, status)
            throw KeychainError.unhandledStatus(status)
        }
    }

    func delete(_ kind: TokenKind) throws {
        let status = SecItemDelete(baseQuery(for: kind) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else {
            throw KeychainError.unhandledStatus(status)
        }
    }
}
