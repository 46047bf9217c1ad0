import Foundation
import Security

public enum KeychainError: Error, Equatable {
    case unhandled(status: OSStatus)
    case unexpectedData
}

public protocol TokenStore: Sendable {
    func save(_ token: RefreshToken) throws
    func load() throws -> RefreshToken?
    func delete() throws
}

/// Stores the refresh token as a generic password item in the app's keychain access group.
public struct KeychainTokenStore: TokenStore {
    let service: String
    let account: String

    public init(service: String = "com.hearthmark.auth", account: String = "refresh-token") {
        self.service = service
        self.account = account
    }

    private var baseQuery: [String: Any] {
        [kSecClass as String: kSecClassGenericPassword,
         kSecAttrService as String: service,
         kSecAttrAccount as String: account]
    }

    public func save(_ token: RefreshToken) throws {
        let data = try JSONEncoder().encode(token)
        SecItemDelete(baseQuery as CFDictionary)
        var attributes = baseQuery
        attributes[kSecValueData as String] = data
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(attributes as CFDictionary, nil)
        guard status == errSecSuccess else { throw KeychainError.unhandled(status: status) }
    }

    public func load() throws -> RefreshToken? {
        var query = baseQuery
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess else { throw KeychainError.unhandled(status: status) }
        guard let data = item as? Data else { throw KeychainError.unexpectedData }
        return try JSONDecoder().decode(RefreshToken.self, from: data)
    }

    public func delete() throws {
        let status = SecItemDelete(baseQuery as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw KeychainError.unhandled(status: status) }
    }
}
