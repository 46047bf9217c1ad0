import Foundation
import Security

/// Which token a keychain item holds.
enum TokenKind: String, CaseIterable {
    case access
    case refresh
}

enum KeychainError: Error, Equatable, CustomStringConvertible {
    case unexpectedStatus(OSStatus)
    case itemNotFound
    case invalidData

    var description: String {
        switch self {
        case .unexpectedStatus(let status):
            let message = (SecCopyErrorMessageString(status, nil) as String?) ?? "no message"
            return "KeychainError.unexpectedStatus(\(status)): \(message)"
        case .itemNotFound:
            return "KeychainError.itemNotFound"
        case .invalidData:
            return "KeychainError.invalidData"
        }
    }
}

/// Stores the session tokens as generic passwords. One item per token kind.
final class KeychainTokenStore {
    let service: String
    private let accessGroup: String?

    init(service: String = "com.quillnote.session", accessGroup: String? = nil) {
        self.service = service
        self.accessGroup = accessGroup
    }

    private func baseQuery(for kind: TokenKind) -> [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: kind.rawValue,
        ]
        if let accessGroup = accessGroup {
            query[kSecAttrAccessGroup as String] = accessGroup
        }
        return query
    }

    func save(token: String, for kind: TokenKind) throws {
        guard let data = token.data(using: .utf8) else { throw KeychainError.invalidData }
        let query = baseQuery(for: kind)
        let update: [String: Any] = [kSecValueData as String: data]
        var status = SecItemUpdate(query as CFDictionary, update as CFDictionary)
        if status == errSecItemNotFound {
            var add = query
            add[kSecValueData as String] = data
            add[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
            status = SecItemAdd(add as CFDictionary, nil)
        }
        guard status == errSecSuccess else { throw KeychainError.unexpectedStatus(status) }
    }

    func readToken(for kind: TokenKind) throws -> String {
        var query = baseQuery(for: kind)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { throw KeychainError.itemNotFound }
        guard status == errSecSuccess else { throw KeychainError.unexpectedStatus(status) }
        guard let data = item as? Data, let token = String(data: data, encoding: .utf8) else {
            throw KeychainError.invalidData
        }
        return token
    }

    func deleteToken(for kind: TokenKind) throws {
        let status = SecItemDelete(baseQuery(for: kind) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else {
            throw KeychainError.unexpectedStatus(status)
        }
    }

    func removeAll() throws {
        for kind in TokenKind.allCases { try deleteToken(for: kind) }
    }
}
