//
//  TokenVault.swift
//  VellumKit
//

import Foundation
import Security

public enum TokenVaultError: Error, Equatable {
    case keychain(status: OSStatus)
}

public final class TokenVault {
    private let service: String

    public init(service: String = "io.vellumbooks.reader.auth") {
        self.service = service
    }

    public func store(refreshToken: String, account: String) throws {
        let base: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
        SecItemDelete(base as CFDictionary)
        var add = base
        add[kSecValueData as String] = Data(refreshToken.utf8)
        add[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let status = SecItemAdd(add as CFDictionary, nil)
        guard status == errSecSuccess else { throw TokenVaultError.keychain(status: status) }
    }

    public func refreshToken(account: String) throws -> String? {
        var result: AnyObject?
        let status = SecItemCopyMatching([
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
            kSecReturnData as String: true,
        ] as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = result as? Data else { throw TokenVaultError.keychain(status: status) }
        return String(decoding: data, as: UTF8.self)
    }
}
