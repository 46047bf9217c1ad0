import Foundation
import Security

struct KeychainError: Error, CustomStringConvertible {
    let status: OSStatus
    var description: String { "OSStatus \(status) (\(SecCopyErrorMessageString(status, nil) as String? ?? "?"))" }
}

final class KeychainTokenStore {
    let service: String
    let accessGroup: String?

    init(service: String = "com.ternapp.ios.token", accessGroup: String? = nil) {
        self.service = service
        self.accessGroup = accessGroup
    }

    func save(_ token: String, account: String) throws {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecValueData as String: Data(token.utf8),
        ]
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        // BUG: plain add; an existing item makes SecItemAdd return errSecDuplicateItem.
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else { throw KeychainError(status: status) }
    }

    func load(account: String) throws -> String? {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
        ]
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        var out: AnyObject?
        let status = SecItemCopyMatching(query as CFDictionary, &out)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = out as? Data else { throw KeychainError(status: status) }
        return String(decoding: data, as: UTF8.self)
    }
}

enum SharedCredentialStore {
    static let accessGroup = "K7Q2M9XW4P.com.ternapp.tern.shared"
    static func make() -> KeychainTokenStore { KeychainTokenStore(service: "com.ternapp.ios.shared", accessGroup: accessGroup) }
}
