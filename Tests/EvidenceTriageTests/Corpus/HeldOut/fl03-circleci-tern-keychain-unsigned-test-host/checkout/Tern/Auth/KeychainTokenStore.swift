import Foundation
import Security

struct KeychainError: Error, CustomStringConvertible, Equatable {
    let operation: String
    let status: OSStatus

    var description: String {
        let message = SecCopyErrorMessageString(status, nil) as String? ?? "unknown"
        return "Keychain operation \(operation) failed: \(status) (\(message))"
    }
}

protocol TokenStore {
    func save(_ token: String, account: String) throws
    func token(account: String) throws -> String?
    func delete(account: String) throws
}

final class KeychainTokenStore: TokenStore {
    func save(_ token: String, account: String) throws {
        SecItemDelete(KeychainQuery.base(account: account) as CFDictionary)
        let status = SecItemAdd(KeychainQuery.add(account: account, data: Data(token.utf8)) as CFDictionary, nil)
        guard status == errSecSuccess else { throw KeychainError(operation: "SecItemAdd", status: status) }
    }

    func token(account: String) throws -> String? {
        var result: AnyObject?
        let status = SecItemCopyMatching(KeychainQuery.read(account: account) as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = result as? Data else {
            throw KeychainError(operation: "SecItemCopyMatching", status: status)
        }
        return String(decoding: data, as: UTF8.self)
    }

    func delete(account: String) throws {
        let status = SecItemDelete(KeychainQuery.base(account: account) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else {
            throw KeychainError(operation: "SecItemDelete", status: status)
        }
    }
}
