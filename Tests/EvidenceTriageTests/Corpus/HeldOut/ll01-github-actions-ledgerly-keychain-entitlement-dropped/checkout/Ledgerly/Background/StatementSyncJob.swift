import Foundation

enum StatementSyncError: Error { case missingCredentials, server(Int) }

enum StatementSyncOutcome: Equatable, CustomStringConvertible {
    case completed(newStatements: Int)
    case failed(String)
    var description: String {
        switch self {
        case .completed(let n): return "completed(newStatements: \(n))"
        case .failed(let e): return "failed(\(e))"
        }
    }
}

/// Work behind com.ledgerly.app.statement-sync (BGAppRefreshTask).
final class StatementSyncJob: @unchecked Sendable {
    private let tokens: KeychainTokenStore
    private let api: StatementsAPI

    init(tokens: KeychainTokenStore, api: StatementsAPI) { self.tokens = tokens; self.api = api }

    func run() async -> StatementSyncOutcome {
        let token: String
        do {
            guard let stored = try tokens.read(account: "refresh-token") else { return .failed("Ledgerly.StatementSyncError.missingCredentials") }
            token = stored
        } catch {
            print("[StatementSync] cannot read refresh token: \(error)")
            return .failed("Ledgerly.StatementSyncError.missingCredentials")
        }
        do {
            let statements = try await api.fetchNewStatements(refreshToken: token)
            return .completed(newStatements: statements.count)
        } catch {
            return .failed(String(reflecting: error))
        }
    }
}
