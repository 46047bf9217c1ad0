import Foundation
import Security

enum CredentialVaultError: Error { case keychainStatus(OSStatus) }

/// Station API tokens, shared with the widget through the keychain access group.
struct CredentialVault {
    var service = "com.saltmarsh.station-token"

    func store(_ token: String, for station: String) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: station,
            kSecValueData as String: Data(token.utf8),
        ]
        SecItemDelete(query as CFDictionary)
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else { throw CredentialVaultError.keychainStatus(status) }
    }
}
