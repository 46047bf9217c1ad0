//
//  CredentialVault.swift
//  Tillpoint
//
//  Stores the OAuth refresh token. The background receipt-sync task reads it
//  to mint an access token, often while the phone sits locked in a pocket.
//

import Foundation
import Security

enum KeychainError: Error, Equatable {
    case unhandled(status: OSStatus)
    case itemNotFound
}

struct CredentialVault {
    var service = "com.tillpoint.credentials"

    func baseQuery(account: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
    }

    func addQuery(account: String, data: Data) -> [String: Any] {
        var query = baseQuery(account: account)
        query[kSecValueData as String] = data
        query[kSecAttrAccessible as String] = kSecAttrAccessibleWhenUnlocked
        return query
    }

    func save(_ data: Data, account: String) throws {
        SecItemDelete(baseQuery(account: account) as CFDictionary)
        let status = SecItemAdd(addQuery(account: account, data: data) as CFDictionary, nil)
        guard status == errSecSuccess else {
            NSLog("SecItemAdd failed: %d (%@)", status, SecCopyErrorMessageString(status, nil) as String? ?? "?")
            throw KeychainError.unhandled(status: status)
        }
    }

    func read(account: String) throws -> Data {
        var query = baseQuery(account: account)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { throw KeychainError.itemNotFound }
        guard status == errSecSuccess, let data = result as? Data else {
            throw KeychainError.unhandled(status: status)
        }
        return data
    }

    func delete(account: String) throws {
        let status = SecItemDelete(baseQuery(account: account) as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else {
            throw KeychainError.unhandled(status: status)
        }
    }
}
