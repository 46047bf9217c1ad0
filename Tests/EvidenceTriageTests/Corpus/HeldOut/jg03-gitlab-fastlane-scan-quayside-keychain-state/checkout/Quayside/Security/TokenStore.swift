import Foundation

final class TokenStore {
    private let keychain: KeychainStoring
    private let service = "com.quayside.api"

    init(keychain: KeychainStoring = KeychainManager()) {
        self.keychain = keychain
    }

    func save(_ token: String, for account: String) throws {
        // Refresh rotates the token for the same account: this must replace, not add.
        try keychain.add(Data(token.utf8), account: account, service: service, accessGroup: nil)
    }

    func load(for account: String) throws -> String? {
        try keychain.read(account: account, service: service, accessGroup: nil).map { String(decoding: $0, as: UTF8.self) }
    }
}
