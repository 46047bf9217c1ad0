import Foundation
import KeychainAccess

/// Stores the OAuth refresh token in the keychain.
public final class TokenVault {
    private let keychain: Keychain

    public init(service: String = "com.fernleaf.auth") {
        keychain = Keychain(service: service).accessibility(.afterFirstUnlock)
    }

    public func store(refreshToken: String) throws {
        try keychain.set(refreshToken, key: "refresh_token")
    }

    public func refreshToken() throws -> String? {
        try keychain.get("refresh_token")
    }

    public func clear() throws {
        try keychain.removeAll()
    }
}
