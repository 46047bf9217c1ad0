import Foundation

protocol MailAPI {
    func fetchHeaders(account: String, bearer: String, since: Date?) async throws -> [MessageHeader]
}

struct MessageHeader: Equatable {
    let id: String
    let subject: String
}

/// Body of the `com.tern.mail.inbox-refresh` app-refresh task.
final class MailboxRefreshOperation {
    private let tokens: TokenStore
    private let api: MailAPI
    private let accounts: [String]

    init(tokens: TokenStore, api: MailAPI, accounts: [String]) {
        self.tokens = tokens
        self.api = api
        self.accounts = accounts
    }

    func run() async throws -> Int {
        var fetched = 0
        for account in accounts {
            try Task.checkCancellation()
            guard let bearer = try tokens.token(account: account) else { continue }
            fetched += try await api.fetchHeaders(account: account, bearer: bearer, since: nil).count
        }
        return fetched
    }
}
