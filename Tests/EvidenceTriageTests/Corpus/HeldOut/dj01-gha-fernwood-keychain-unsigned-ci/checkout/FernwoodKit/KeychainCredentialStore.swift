import Foundation
import Security

public enum KeychainError: Error, Equatable {
    case unhandled(status: OSStatus)
}

/// Generic-password store for the bank feed tokens. The app target carries a
/// keychain-access-groups entitlement (Fernwood/Fernwood.entitlements); it only
/// reaches the simulator's keychain when the built app is signed (ad hoc is
/// enough) so that the entitlements are embedded.
public final class KeychainCredentialStore: CredentialStore {
    private let service: String
    public init(service: String) { self.service = service }

    public func save(refreshToken: String, for account: String) throws {
        try save(Data(refreshToken.utf8), account: account)
    }

    public func save(accessToken: String, for account: String) throws {
        try save(Data(accessToken.utf8), account: account)
    }

    private func save(_ data: Data, account: String) throws {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
        SecItemDelete(query as CFDictionary)
        var add = query
        add[kSecValueData as String] = data
        add[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(add as CFDictionary, nil)
        if status != errSecSuccess {
            Log.keychain.error("SecItemAdd failed service=\(self.service) account=\(account) status=\(status)")
        }


        guard status == errSecSuccess else { throw KeychainError.unhandled(status: status) }
    }

    public func loadRefreshToken(for account: String) throws -> String? {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
        ]
        var out: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &out)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess else { throw KeychainError.unhandled(status: status) }
        return (out as? Data).flatMap { String(data: $0, encoding: .utf8) }
    }

    public func deleteAll() throws {
        SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service] as CFDictionary)
    }
}
