import Foundation
import Security

enum KeychainError: Error, Equatable {
    case unhandled(status: OSStatus)
    case notFound
}

/// Stores the OAuth refresh token for the patient portal.
struct KeychainCredentialStore {
    let service = "health.pinecrest.clinic.oauth"

    func save(refreshToken: Data, account: String) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
            kSecValueData as String: refreshToken,
        ]
        SecItemDelete(query as CFDictionary)
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            let message = SecCopyErrorMessageString(status, nil) as String? ?? "?"
            print("[Keychain] SecItemAdd failed: \(status) \(message)")
            throw KeychainError.unhandled(status: status)
        }
    }

    func load(account: String) throws -> Data {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
        ]
        var out: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &out)
        if status == errSecItemNotFound { throw KeychainError.notFound }
        guard status == errSecSuccess, let data = out as? Data else { throw KeychainError.unhandled(status: status) }
        return data
    }
}
