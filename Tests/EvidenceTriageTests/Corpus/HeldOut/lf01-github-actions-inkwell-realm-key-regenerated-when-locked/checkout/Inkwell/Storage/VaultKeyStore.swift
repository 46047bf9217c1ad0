import Foundation
import Security

/// Anything that can answer SecItem queries. The app uses `SystemKeychain`; tests use `FakeKeychain`.
protocol KeychainServicing {
    func copyMatching(_ query: [String: Any]) -> (OSStatus, Data?)
    func add(_ attributes: [String: Any]) -> OSStatus
}

struct SystemKeychain: KeychainServicing {
    func copyMatching(_ query: [String: Any]) -> (OSStatus, Data?) {
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        return (status, result as? Data)
    }
    func add(_ attributes: [String: Any]) -> OSStatus {
        SecItemAdd(attributes as CFDictionary, nil)
    }
}

enum VaultKeyError: Error { case keychainUnavailable(OSStatus) }

/// Holds the 64-byte key that encrypts journal.realm.
final class VaultKeyStore {
    static let service = "com.inkwellapp.vault"
    static let account = "journal.realm.key"

    private let keychain: KeychainServicing

    init(keychain: KeychainServicing = SystemKeychain()) {
        self.keychain = keychain
    }

    /// Returns the Realm encryption key, creating one on first use.
    func realmKey() throws -> Data {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: Self.service,
            kSecAttrAccount as String: Self.account,
            kSecReturnData as String: true,
        ]
        let (status, data) = keychain.copyMatching(query)
        if status == errSecSuccess, let data {
            return data
        }
        // No readable key: make a new one.
        // (#512) Any failed read lands here, including errSecInteractionNotAllowed (-25308) while the
        // device is locked during a background refresh.
        var key = Data(count: 64)
        _ = key.withUnsafeMutableBytes { SecRandomCopyBytes(kSecRandomDefault, 64, $0.baseAddress!) }
        let add: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: Self.service,
            kSecAttrAccount as String: Self.account,
            kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlocked,
            kSecValueData as String: key,
        ]
        let addStatus = keychain.add(add)
        guard addStatus == errSecSuccess || addStatus == errSecDuplicateItem else {
            throw VaultKeyError.keychainUnavailable(addStatus)
        }
        return key
    }
}
