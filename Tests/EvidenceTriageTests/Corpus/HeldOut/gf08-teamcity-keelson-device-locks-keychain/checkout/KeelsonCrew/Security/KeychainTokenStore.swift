import Foundation
import Security

struct KeychainError: Error, Equatable, CustomStringConvertible {
    let status: OSStatus
    var message: String { (SecCopyErrorMessageString(status, nil) as String?) ?? "OSStatus \(status)" }
    var description: String { "KeychainError(status: \(status), message: \"\(message)\")" }
}

/// Session and avatar-CDN tokens. Items are device-bound and only readable while the device is unlocked (SEC-212).
final class KeychainTokenStore {
    private let service: String

    init(service: String = "com.keelson.crew.tokens") {
        self.service = service
    }

    func save(_ value: String, account: String) throws {
        let base: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
        SecItemDelete(base as CFDictionary)
        var item = base
        item[kSecValueData as String] = Data(value.utf8)
        item[kSecAttrAccessible as String] = kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        let status = SecItemAdd(item as CFDictionary, nil)
        guard status == errSecSuccess else { throw KeychainError(status: status) }
    }

    func read(account: String) throws -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = result as? Data else { throw KeychainError(status: status) }
        return String(decoding: data, as: UTF8.self)
    }
}
