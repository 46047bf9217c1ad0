import Foundation
import FernhillShared

/// Thin Swift face over the shared module's `KeychainSettings` store.
public final class TokenVault {
    public enum KeychainError: Error, Equatable {
        case unhandled(status: Int32)
    }

    private let settings: KeychainSettings

    public init(service: String) {
        settings = KeychainSettings(service: service)
    }

    public func store(refreshToken: String, account: String) throws {
        let status = settings.putStringReturningStatus(key: account, value: refreshToken)
        guard status == errSecSuccess else { throw KeychainError.unhandled(status: status) }
    }

    public func refreshToken(account: String) throws -> String? {
        settings.getStringOrNull(key: account)
    }

    public func deleteAll() throws {
        let status = settings.clearReturningStatus()
        guard status == errSecSuccess || status == errSecItemNotFound else { throw KeychainError.unhandled(status: status) }
    }
}
