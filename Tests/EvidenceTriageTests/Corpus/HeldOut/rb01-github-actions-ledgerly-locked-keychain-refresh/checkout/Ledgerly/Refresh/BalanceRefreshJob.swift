import Foundation

enum RefreshOutcome: Equatable {
    case updated(accounts: Int)
    case skipped
    case failed(KeychainError)
}

protocol BankAPI {
    func balances(refreshToken: String) async throws -> [AccountBalance]
}

final class BalanceRefreshJob {
    private let tokens: TokenStore
    private let api: BankAPI
    private let store: BalanceStore

    init(tokens: TokenStore, api: BankAPI, store: BalanceStore) {
        self.tokens = tokens
        self.api = api
        self.store = store
    }

    func run() async -> RefreshOutcome {
        let token: String?
        do {
            token = try tokens.refreshToken()
        } catch let error as KeychainError {
            NSLog("[Refresh] token read failed: %@", String(describing: error))
            return .failed(error)
        } catch {
            return .skipped
        }
        guard let token else { return .skipped }
        do {
            let balances = try await api.balances(refreshToken: token)
            store.replace(with: balances)
            NSLog("[Refresh] stored %ld balances", balances.count)
            return .updated(accounts: balances.count)
        } catch {
            return .skipped
        }
    }
}
