import Foundation
import LocalAuthentication
import Security

/// Keeps the API access/refresh tokens in the keychain.
///
/// One `LAContext` is shared by every query so that, once the user has passed
/// Face ID for the sign-in flow, reading the second item does not prompt again.
final class CredentialStore {
    private let service: String
    private let context: LAContext

    init(service: String = "com.ternworks.invoice.credentials", context: LAContext = LAContext()) {
        self.service = service
        self.context = context
    }

    @discardableResult
    func set(_ value: String, for key: String) -> OSStatus {
        var query = baseQuery(for: key)
        SecItemDelete(query as CFDictionary)
        query[kSecValueData as String] = Data(value.utf8)
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(query as CFDictionary, nil)
        NSLog("CredentialStore: SecItemAdd %@ status=%d", key, status)
        return status
    }

    func string(for key: String) -> String? {
        var query = baseQuery(for: key)
        query[kSecReturnData as String] = kCFBooleanTrue
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        let data = result as? Data
        NSLog("CredentialStore: SecItemCopyMatching %@ status=%d bytes=%ld", key, status, data?.count ?? 0)
        guard status == errSecSuccess, let bytes = data else { return nil }
        return String(data: bytes, encoding: .utf8)
    }

    func remove(_ key: String) {
        SecItemDelete(baseQuery(for: key) as CFDictionary)
    }

    private func baseQuery(for key: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: key,
            kSecUseAuthenticationContext as String: context,
        ]
    }
}
