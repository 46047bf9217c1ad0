import Foundation
import Security

/// Persists the carrier-API session token. Items are written with an access-control object so the
/// token is never restored onto another device from a backup.
final class CredentialStore {
    private let service: String
    private let account = "session-token"

    init(service: String = "com.parcelpost.app.credentials") {
        self.service = service
    }

    var sessionToken: String? {
        get { read() }
        set { newValue.map(write) ?? delete() }
    }

    private func baseQuery() -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword,
         kSecAttrService as String: service,
         kSecAttrAccount as String: account]
    }

    private func write(_ token: String) {
        delete()
        var error: Unmanaged<CFError>?
        let access = SecAccessControlCreateWithFlags(nil, kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly, [], &error)!
        var query = baseQuery()
        query[kSecAttrAccessControl as String] = access
        query[kSecValueData as String] = Data(token.utf8)
        let status = SecItemAdd(query as CFDictionary, nil)
        NSLog("[Keychain] SecItemAdd(%@) -> %d", account, status)
    }

    private func read() -> String? {
        var query = baseQuery()
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: AnyObject?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        NSLog("[Keychain] SecItemCopyMatching(%@) -> %d", account, status)
        guard status == errSecSuccess, let data = result as? Data else { return nil }
        return String(data: data, encoding: .utf8)
    }

    private func delete() {
        SecItemDelete(baseQuery() as CFDictionary)
    }
}
