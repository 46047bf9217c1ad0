import Foundation
import Security

public enum SharedConfig {
    public static let appGroup = "group.com.parcelpost.shared"
    public static let keychainAccessGroup = "8XK2M4Q7TP.com.parcelpost.shared"
}

public struct KeychainError: Error, CustomStringConvertible {
    public let status: OSStatus
    public var description: String { "OSStatus \(status)" }
}

public final class SessionKeyStore {
    let accessGroup: String
    public init(accessGroup: String) { self.accessGroup = accessGroup }

    public func save(_ data: Data, for account: String) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: "com.parcelpost.session",
            kSecAttrAccount as String: account,
            kSecAttrAccessGroup as String: accessGroup,
            kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlock,
            kSecValueData as String: data,
        ]
        SecItemDelete(query as CFDictionary)
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            NSLog("[Keychain] SecItemAdd(accessGroup: %@) failed: %d", accessGroup, status)
            throw KeychainError(status: status)
        }
    }

    public func load(_ account: String) -> Data? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: "com.parcelpost.session",
            kSecAttrAccount as String: account,
            kSecAttrAccessGroup as String: accessGroup,
            kSecReturnData as String: true,
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        guard status == errSecSuccess else {
            NSLog("[Keychain] SecItemCopyMatching(accessGroup: %@) failed: %d", accessGroup, status)
            return nil
        }
        return item as? Data
    }

    public func delete(_ account: String) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrAccount as String: account,
            kSecAttrAccessGroup as String: accessGroup,
        ]
        SecItemDelete(query as CFDictionary)
    }
}
