import Foundation
import Security

enum KeychainError: Error, Equatable {
    case unhandled(status: OSStatus)
}

/// Stores the refresh token in the keychain group shared with the widget and
/// the background sync, so both can authenticate without the UI.
struct SessionTokenStore {
    static let accessGroup = (Bundle.main.object(forInfoDictionaryKey: "AppIdentifierPrefix") as? String ?? "")
        + "com.fernbrook.journal.shared"
    let service = "com.fernbrook.journal.session"

    func save(refreshToken: String) throws {
        let base: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: "refresh",
            kSecAttrAccessGroup as String: Self.accessGroup,
        ]
        SecItemDelete(base as CFDictionary)
        var add = base
        add[kSecValueData as String] = Data(refreshToken.utf8)
        add[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(add as CFDictionary, nil)
        guard status == errSecSuccess else {
            NSLog("[Keychain] SecItemAdd failed: %d (%@)", status, SecCopyErrorMessageString(status, nil) as String? ?? "?")
            throw KeychainError.unhandled(status: status)
        }
    }

    func refreshToken() -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: "refresh",
            kSecAttrAccessGroup as String: Self.accessGroup,
            kSecReturnData as String: true,
        ]
        var item: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess, let data = item as? Data else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
