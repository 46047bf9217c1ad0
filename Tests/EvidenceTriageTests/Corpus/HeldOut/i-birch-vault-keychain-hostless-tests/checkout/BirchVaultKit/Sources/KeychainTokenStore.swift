import Foundation
import Security

public enum KeychainError: Error, Equatable {
    case unhandled(OSStatus)
}

public struct KeychainTokenStore {
    let service: String
    let accessGroup: String?

    public init(service: String = "com.birchvault.session", accessGroup: String? = "7QF2K9LZ3A.com.birchvault.shared") {
        self.service = service
        self.accessGroup = accessGroup
    }

    private func baseQuery(_ account: String) -> [String: Any] {
        var q: [String: Any] = [kSecClass as String: kSecClassGenericPassword,
                                kSecAttrService as String: service,
                                kSecAttrAccount as String: account]
        if let accessGroup { q[kSecAttrAccessGroup as String] = accessGroup }
        return q
    }

    public func save(_ token: String, account: String) throws {
        var q = baseQuery(account)
        q[kSecValueData as String] = Data(token.utf8)
        SecItemDelete(baseQuery(account) as CFDictionary)
        let status = SecItemAdd(q as CFDictionary, nil)
        guard status == errSecSuccess else { throw KeychainError.unhandled(status) }
    }

    public func read(account: String) throws -> String? {
        var q = baseQuery(account)
        q[kSecReturnData as String] = true
        var out: CFTypeRef?
        let status = SecItemCopyMatching(q as CFDictionary, &out)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = out as? Data else { throw KeychainError.unhandled(status) }
        return String(decoding: data, as: UTF8.self)
    }

    public func delete(account: String) throws {
        let status = SecItemDelete(baseQuery(account) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw KeychainError.unhandled(status) }
    }
}
