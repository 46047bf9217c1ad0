import Foundation

/// Runs from the BGAppRefreshTask handler and from pull-to-refresh.
final class ConnectionSyncJob {
    private let store: ConnectionStore
    private let remote: ConnectionRemote

    init(store: ConnectionStore, remote: ConnectionRemote) {
        self.store = store
        self.remote = remote
    }

    func run() async throws {
        let local = (try? store.load()) ?? []          // unreadable file reads as "no connections"
        let pulled = try await remote.changes(since: store.lastToken)
        let merged = ConnectionMerger.merge(local: local, remote: pulled.items)
        try store.save(merged)
        try await remote.replaceAll(with: merged)      // pushes [] when the read failed above
        store.lastToken = pulled.token
    }
}
