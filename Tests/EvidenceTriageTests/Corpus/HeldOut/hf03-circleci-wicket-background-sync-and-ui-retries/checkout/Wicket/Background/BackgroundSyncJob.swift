import Foundation
import os

/// Wakes replication with peers, gives it a fixed window, then commits what arrived.
final class BackgroundSyncJob: RefreshJob {
    private let replicator: PeerReplicating
    private let store: PostStore
    private let window: Duration
    private let log = Logger(subsystem: "com.wicketapp.ios", category: "sync")
    private var received: [Post] = []

    init(replicator: PeerReplicating, store: PostStore, window: Duration = .seconds(25)) {
        self.replicator = replicator
        self.store = store
        self.window = window
    }

    func run() async throws {
        log.info("[sync] starting peer replication; window \(self.window, privacy: .public)")
        let batch = store.beginBatch()
        try await replicator.start { [weak self] post in self?.received.append(post) }
        try await Task.sleep(for: window)
        try Task.checkCancellation()
        try store.commit(batch)                      // commits the batch opened before replication started
        log.info("[sync] replication window elapsed; \(batch.count, privacy: .public) new posts committed")
        received.removeAll()
    }

    func cancel() { replicator.stop() }
}
