import Foundation
import KeychainAccess

/// Stores the session token so the app and the AutoFill extension can both read it.
final class TokenStore {
    static let teamID = "7QK2M9XH4R"
    static let sharedGroup = "\(teamID).com.tallyvault.shared"

    private let keychain: Keychain

    init(keychain: Keychain = Keychain(service: "com.tallyvault.session", accessGroup: TokenStore.sharedGroup)) {
        self.keychain = keychain
    }

    func save(token: String, for account: String) throws {
        try keychain.set(token, key: account)
    }

    func token(for account: String) throws -> String? {
        try keychain.get(account)
    }

    func clear(account: String) throws {
        try keychain.remove(account)
    }
}
