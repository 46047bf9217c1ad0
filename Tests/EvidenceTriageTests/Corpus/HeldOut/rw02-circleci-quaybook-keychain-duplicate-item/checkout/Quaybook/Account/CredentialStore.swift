import Foundation
import Security

enum CredentialError: Error, Equatable {
    case keychain(OSStatus)
}

/// Keeps each traveller's booking-API token in the keychain.
struct CredentialStore {
    func save(token: String, traveller: String) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrGeneric as String: Data(traveller.utf8),
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
            kSecValueData as String: Data(token.utf8),
        ]
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            NSLog("[Credentials] SecItemAdd failed: %d (%@)", status, SecCopyErrorMessageString(status, nil) as String? ?? "?")
            throw CredentialError.keychain(status)
        }
    }

    func token(traveller: String) throws -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrGeneric as String: Data(traveller.utf8),
            kSecReturnData as String: true,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var out: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &out)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = out as? Data else { throw CredentialError.keychain(status) }
        return String(decoding: data, as: UTF8.self)
    }

    func removeAll() {
        SecItemDelete([kSecClass as String: kSecClassGenericPassword] as CFDictionary)
    }
}
