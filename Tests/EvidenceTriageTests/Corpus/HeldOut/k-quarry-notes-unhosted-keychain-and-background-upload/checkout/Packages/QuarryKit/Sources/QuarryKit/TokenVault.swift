import Foundation
import Security

public struct TokenVault {
    public enum VaultError: Error, Equatable { case unexpectedStatus(OSStatus) }
    let service: String
    public init(service: String = "app.quarrynotes.sync") { self.service = service }

    public func store(refreshToken: String, account: String) throws {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                    kSecAttrService as String: service,
                                    kSecAttrAccount as String: account,
                                    kSecValueData as String: Data(refreshToken.utf8)]
        SecItemDelete(query as CFDictionary)
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else { throw VaultError.unexpectedStatus(status) }
    }
}
