import Foundation
import Security

enum KeychainError: Error, Equatable {
    case itemNotFound
    case unhandled(status: OSStatus)
}

/// Stores OAuth refresh tokens and TOTP seeds in the shared access group so the
/// AutoFill extension can read them. The group comes from Keymint.entitlements.
final class KeychainCredentialStore {
    static let accessGroup = Bundle.main.object(forInfoDictionaryKey: "KeymintKeychainGroup") as? String
        ?? "9QX7M2K4TR.com.keymint.shared"

    private let service: String

    init(service: String = "com.keymint.credentials") {
        self.service = service
    }

    func save(_ secret: Data, account: String) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecAttrAccessGroup as String: Self.accessGroup,
        ]
        SecItemDelete(query as CFDictionary)
        var attributes = query
        attributes[kSecValueData as String] = secret
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(attributes as CFDictionary, nil)
        guard status == errSecSuccess else {
            let message = SecCopyErrorMessageString(status, nil) as String? ?? "?"
            NSLog("[Keychain] SecItemAdd failed: OSStatus %d (%@)", status, message)
            throw KeychainError.unhandled(status: status)
        }
    }

    func read(account: String) throws -> Data {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecAttrAccessGroup as String: Self.accessGroup,
            kSecReturnData as String: true,
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        switch status {
        case errSecSuccess: return item as! Data
        case errSecItemNotFound: throw KeychainError.itemNotFound
        default: throw KeychainError.unhandled(status: status)
        }
    }
}
