//
//  KeychainTokenStore.swift
//  Pennywise
//

import Foundation
import Security
import os

struct SyncToken: Codable, Equatable {
    let value: String
    let expiresAt: Date
}

enum KeychainError: Error, Equatable {
    case unhandled(status: OSStatus)
    case decoding
}

struct KeychainConfiguration {
    let service: String
    /// Fully qualified shared group, e.g. "<TeamID>.com.pennywise.shared".
    /// Read from the Info.plist key `PWSharedKeychainGroup`, which is expanded
    /// from $(AppIdentifierPrefix) at build time.
    let sharedAccessGroup: String

    static func fromMainBundle() -> KeychainConfiguration {
        let group = Bundle.main.object(forInfoDictionaryKey: "PWSharedKeychainGroup") as? String ?? ""
        return KeychainConfiguration(service: "com.pennywise.sync", sharedAccessGroup: group)
    }
}

final class KeychainTokenStore {
    enum ReaderRole { case app, widget }

    private let configuration: KeychainConfiguration
    private let readerRole: ReaderRole
    private let log = Logger(subsystem: "com.pennywise.app", category: "keychain")

    init(configuration: KeychainConfiguration, readerRole: ReaderRole = .app) {
        self.configuration = configuration
        self.readerRole = readerRole
    }

    private func baseQuery(shared: Bool) -> [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: configuration.service,
            kSecAttrAccount as String: "sync-token",
        ]
        if shared {
            query[kSecAttrAccessGroup as String] = configuration.sharedAccessGroup
        }
        return query
    }

    func save(_ token: SyncToken, shared: Bool) throws {
        let data = try JSONEncoder().encode(token)
        SecItemDelete(baseQuery(shared: shared) as CFDictionary)
        var attributes = baseQuery(shared: shared)
        attributes[kSecValueData as String] = data
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let status = SecItemAdd(attributes as CFDictionary, nil)
        guard status == errSecSuccess else {
            let message = SecCopyErrorMessageString(status, nil) as String? ?? "unknown"
            log.error("SecItemAdd status \(status) (\(message, privacy: .public)) group=\(shared ? self.configuration.sharedAccessGroup : "default", privacy: .public)")
            throw KeychainError.unhandled(status: status)
        }
    }

    func load(shared: Bool) throws -> SyncToken? {
        var query = baseQuery(shared: shared)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: AnyObject?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = result as? Data else {
            throw KeychainError.unhandled(status: status)
        }
        guard let token = try? JSONDecoder().decode(SyncToken.self, from: data) else {
            throw KeychainError.decoding
        }
        return token
    }

    func removeAll() throws {
        SecItemDelete(baseQuery(shared: false) as CFDictionary)
        SecItemDelete(baseQuery(shared: true) as CFDictionary)
    }
}
