import Foundation
import Security
import os

/// Thin wrapper over the generic-password keychain class. The sync credentials and
/// the reading-list refresh token both live here.
public final class KeychainStore {
    public static let shared = KeychainStore(service: "com.ternreader.ios.auth")

    private let service: String
    private let log = Logger(subsystem: "com.ternreader.ios", category: "Keychain")

    public init(service: String) {
        self.service = service
    }

    @discardableResult
    public func set(_ data: Data, for account: String) -> Bool {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
        SecItemDelete(query as CFDictionary)
        var attributes = query
        attributes[kSecValueData as String] = data
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(attributes as CFDictionary, nil)
        guard status == errSecSuccess else {
            log.error("SecItemAdd failed for account \(account, privacy: .public): OSStatus \(status)")
            return false
        }
        return true
    }

    public func data(for account: String) -> Data? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var result: AnyObject?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        guard status == errSecSuccess else {
            log.error("SecItemCopyMatching failed for account \(account, privacy: .public): OSStatus \(status)")
            return nil
        }
        return result as? Data
    }

    public func removeAll() {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
        ]
        SecItemDelete(query as CFDictionary)
    }
}
