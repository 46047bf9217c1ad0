import Foundation
import Security

/// Stores the OAuth token pair. Read by the foreground UI, by SessionRestorer at launch
/// (including prewarmed launches) and by the token-refresh background task.
final class TokenStore {
    private let keychain: KeychainAccessing
    private let account = "oauth.refresh"

    init(keychain: KeychainAccessing) {
        self.keychain = keychain
    }

    func save(refreshToken: String) throws {
        try keychain.set(Data(refreshToken.utf8), account: account,
                         accessible: kSecAttrAccessibleWhenUnlocked)
    }

    func refreshToken() throws -> String? {
        guard let data = try keychain.data(account: account) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    func accessibility() throws -> String? {
        try keychain.attributes(account: account)?[kSecAttrAccessible as String] as? String
    }

    func clear() throws {
        try keychain.delete(account: account)
    }
}
