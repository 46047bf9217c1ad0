import Foundation
import Security

enum TokenVaultError: Error, Equatable {
    case keychain(status: OSStatus)
    case missing
}

protocol KeychainAccessing {
    func add(_ query: [String: Any]) -> OSStatus
    func copyMatching(_ query: [String: Any], result: inout AnyObject?) -> OSStatus
    func delete(_ query: [String: Any]) -> OSStatus
}

struct SystemKeychain: KeychainAccessing {
    func add(_ query: [String: Any]) -> OSStatus { SecItemAdd(query as CFDictionary, nil) }
    func copyMatching(_ query: [String: Any], result: inout AnyObject?) -> OSStatus {
        SecItemCopyMatching(query as CFDictionary, &result)
    }
    func delete(_ query: [String: Any]) -> OSStatus { SecItemDelete(query as CFDictionary) }
}

/// Stores the OAuth tokens the timesheet sync uses.
final class TokenVault {
    static let service = "com.tallyho.app.oauth"
    private let keychain: KeychainAccessing

    init(keychain: KeychainAccessing = SystemKeychain()) {
        self.keychain = keychain
    }

    func store(refreshToken: String, accessToken: String) throws {
        try write(refreshToken, account: "refresh")
        try write(accessToken, account: "access")
    }

    func readRefreshToken() throws -> String { try read(account: "refresh") }
    func readAccessToken() throws -> String { try read(account: "access") }

    func deleteAll() {
        _ = keychain.delete([kSecClass as String: kSecClassGenericPassword,
                             kSecAttrService as String: Self.service])
    }

    private func write(_ value: String, account: String) throws {
        _ = keychain.delete([kSecClass as String: kSecClassGenericPassword,
                             kSecAttrService as String: Self.service,
                             kSecAttrAccount as String: account])
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: Self.service,
            kSecAttrAccount as String: account,
            // Same as the wrapper default we used before: only readable while unlocked.
            kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlocked,
            kSecValueData as String: Data(value.utf8),
        ]
        let status = keychain.add(query)
        guard status == errSecSuccess else { throw TokenVaultError.keychain(status: status) }
    }

    private func read(account: String) throws -> String {
        var result: AnyObject?
        let status = keychain.copyMatching([kSecClass as String: kSecClassGenericPassword,
                                            kSecAttrService as String: Self.service,
                                            kSecAttrAccount as String: account,
                                            kSecReturnData as String: true], result: &result)
        guard status != errSecItemNotFound else { throw TokenVaultError.missing }
        guard status == errSecSuccess, let data = result as? Data else {
            throw TokenVaultError.keychain(status: status)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
