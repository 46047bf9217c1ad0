import Foundation
import Security

struct KeychainError: Error, Equatable {
    let status: OSStatus
    let operation: String
}

/// Stores the berth-pass token the harbour gate API needs. Read by the silent-push berth sync,
/// which iOS runs in the background, typically with the phone locked in a pocket on the pontoon.
final class BerthPassTokenStore {
    private let keychain: KeychainClient
    private let service = "com.quayside.berths.pass-token"

    init(keychain: KeychainClient = SystemKeychainClient()) {
        self.keychain = keychain
    }

    func save(_ token: String) throws {
        let attributes: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecValueData as String: Data(token.utf8),
            kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlocked,   // unreadable while locked
        ]
        let status = keychain.add(attributes)
        guard status == errSecSuccess else { throw KeychainError(status: status, operation: "SecItemAdd") }
    }

    func token() throws -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecReturnData as String: true,
        ]
        var data: AnyObject?
        let status = keychain.copyMatching(query, &data)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = data as? Data else {
            throw KeychainError(status: status, operation: "SecItemCopyMatching")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
