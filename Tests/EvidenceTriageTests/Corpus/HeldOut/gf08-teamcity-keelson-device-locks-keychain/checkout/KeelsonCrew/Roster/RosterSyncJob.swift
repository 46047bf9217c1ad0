import Foundation

/// Runs in the com.keelson.crew.roster-sync BGAppRefreshTask, usually overnight with the phone locked,
/// so crews see roster changes before their first shift.
final class RosterSyncJob: BackgroundJob {
    private let tokens: KeychainTokenStore
    private let api: RosterAPI
    private let store: RosterStore

    init(tokens: KeychainTokenStore, api: RosterAPI, store: RosterStore) {
        self.tokens = tokens
        self.api = api
        self.store = store
    }

    func run() async throws {
        guard let refreshToken = try tokens.read(account: "refresh") else { throw RosterSyncError.signedOut }
        let session = try await api.refreshSession(using: refreshToken)
        try tokens.save(session.refreshToken, account: "refresh")
        try Task.checkCancellation()
        let changes = try await api.rosterChanges(since: store.lastSyncedAt, session: session)
        try store.apply(changes)
    }

    func cancel() {}
}

enum RosterSyncError: Error { case signedOut }
