import Foundation
import Security

public final class TokenStore: TokenStoring {
    let service: String
    public init(service: String) { self.service = service }

    public func add(_ token: Token) throws {
        var query = baseQuery()
        query[kSecAttrAccount as String] = token.id.uuidString
        query[kSecValueData as String] = try JSONEncoder().encode(token)
        query[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(query as CFDictionary, nil)
        guard status == errSecSuccess else {
            NSLog("[TokenStore] SecItemAdd failed: OSStatus %d", status)
            throw NSError(domain: NSOSStatusErrorDomain, code: Int(status))
        }
    }

    public func allTokens() throws -> [Token] {
        var query = baseQuery()
        query[kSecMatchLimit as String] = kSecMatchLimitAll
        query[kSecReturnData as String] = true
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { return [] }
        guard status == errSecSuccess, let items = result as? [Data] else {
            NSLog("[TokenStore] SecItemCopyMatching failed: OSStatus %d", status)
            throw NSError(domain: NSOSStatusErrorDomain, code: Int(status))
        }
        return try items.map { try JSONDecoder().decode(Token.self, from: $0) }
    }

    private func baseQuery() -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service]
    }
}
