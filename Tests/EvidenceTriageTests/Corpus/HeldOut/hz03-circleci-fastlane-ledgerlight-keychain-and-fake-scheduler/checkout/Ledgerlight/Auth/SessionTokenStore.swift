import Foundation
import Security

enum KeychainError: Error, Equatable {
    case unhandled(status: OSStatus)
    case itemNotFound
}

/// Stores the OAuth access and refresh tokens for the bank aggregator.
final class SessionTokenStore {
    static let service = "com.ledgerlight.app.session"
    private let service: String

    init(service: String = SessionTokenStore.service) {
        self.service = service
    }

    /// Accessibility used for both tokens.
    static let accessibility = kSecAttrAccessibleWhenUnlockedThisDeviceOnly

    func save(_ token: String, account: String) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecAttrAccessible as String: Self.accessibility,
            kSecValueData as String: Data(token.utf8),
        ]
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            let message = SecCopyErrorMessageString(status, nil) as String? ?? "?"
            print("[Keychain] SecItemAdd(\(account)) -> \(status): \(message)")
            throw KeychainError.unhandled(status: status)
        }
    }

    func read(account: String) throws -> String {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { throw KeychainError.itemNotFound }
        guard status == errSecSuccess, let data = item as? Data else { throw KeychainError.unhandled(status: status) }
        return String(decoding: data, as: UTF8.self)
    }

    func attributes(account: String) throws -> [String: Any] {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnAttributes as String: true,
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        guard status == errSecSuccess, let attrs = item as? [String: Any] else { throw KeychainError.unhandled(status: status) }
        return attrs
    }

    func deleteAll() {
        SecItemDelete([kSecClass as String: kSecClassGenericPassword,
                       kSecAttrService as String: service] as CFDictionary)
    }
}
