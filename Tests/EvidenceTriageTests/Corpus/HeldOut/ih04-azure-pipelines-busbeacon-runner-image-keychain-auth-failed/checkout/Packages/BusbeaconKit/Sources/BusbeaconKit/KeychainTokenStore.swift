import Foundation
import Security

/// Stores the parent's refresh token. Shared by the iOS app (data-protection keychain)
/// and the package tests, which run on the macOS host with `swift test`.
public final class KeychainTokenStore {
    public enum Error: Swift.Error, Equatable {
        case unhandledError(status: OSStatus, message: String)
        case unexpectedData
    }

    private let service: String
    private let account: String

    public init(service: String = "com.busbeacon.auth", account: String = "refresh-token") {
        self.service = service
        self.account = account
    }

    public func save(_ token: String) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
        SecItemDelete(query as CFDictionary)
        var add = query
        add[kSecValueData as String] = Data(token.utf8)
        add[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(add as CFDictionary, nil)
        guard status == errSecSuccess else { throw Self.error(status) }
    }

    public func load() throws -> String? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
            kSecMatchLimit as String: kSecMatchLimitOne,
        ]
        var item: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess else { throw Self.error(status) }
        guard let data = item as? Data, let token = String(data: data, encoding: .utf8) else { throw Error.unexpectedData }
        return token
    }

    public func delete() {
        SecItemDelete([kSecClass as String: kSecClassGenericPassword,
                       kSecAttrService as String: service,
                       kSecAttrAccount as String: account] as CFDictionary)
    }

    private static func error(_ status: OSStatus) -> Error {
        let message = SecCopyErrorMessageString(status, nil) as String? ?? "OSStatus \(status)"
        return .unhandledError(status: status, message: message)
    }
}
