import Foundation
import Security

struct KeychainError: Error, CustomStringConvertible {
    let status: OSStatus
    var description: String { "OSStatus \(status): \(SecCopyErrorMessageString(status, nil) as String? ?? "unknown")" }
}

/// Channel pre-shared keys live in the keychain, one generic-password item per channel.
struct ChannelKeyStore {
    let service: String

    func save(key: Data, channel: String) throws {
        // Replace: delete the old item, then add the new one.
        // (BEA-301 made the service configurable; this delete still uses the old literal service.)
        let delete: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                     kSecAttrService as String: "channel-keys",
                                     kSecAttrAccount as String: channel]
        SecItemDelete(delete as CFDictionary)
        let add: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                  kSecAttrService as String: service,
                                  kSecAttrAccount as String: channel,
                                  kSecValueData as String: key]
        let status = SecItemAdd(add as CFDictionary, nil)
        guard status == errSecSuccess else { throw KeychainError(status: status) }
    }

    func key(channel: String) throws -> Data? {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrService as String: service,
                                    kSecAttrAccount as String: channel,
                                    kSecReturnData as String: true]
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess else { throw KeychainError(status: status) }
        return result as? Data
    }

    func removeAll() throws {
        SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service] as CFDictionary)
    }
}
