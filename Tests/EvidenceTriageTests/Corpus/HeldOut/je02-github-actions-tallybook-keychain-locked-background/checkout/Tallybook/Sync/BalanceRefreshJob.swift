import Foundation

enum RefreshOutcome: String {
    case updated, deferred, signedOut, failed
}

/// Runs from the balance-refresh BGAppRefreshTask and from silent pushes, usually with the phone locked.
final class BalanceRefreshJob {
    private let vault: TokenReading
    private let session: SessionStoring
    private let api: BankingAPIProtocol

    init(vault: TokenReading, session: SessionStoring, api: BankingAPIProtocol) {
        self.vault = vault
        self.session = session
        self.api = api
    }

    func run() async -> RefreshOutcome {
        let token: String
        do {
            token = try vault.refreshToken()
        } catch {
            // No usable token: treat the connector as disconnected.
            session.clear()
            return .signedOut
        }
        do {
            let balances = try await api.balances(refreshToken: token)
            try session.save(balances)
            return .updated
        } catch {
            return .failed
        }
    }
}
