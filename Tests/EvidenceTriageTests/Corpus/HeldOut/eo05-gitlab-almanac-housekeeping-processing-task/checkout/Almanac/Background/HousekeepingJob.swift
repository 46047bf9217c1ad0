import Foundation

/// Deletes cached articles nobody has opened in 30 days and that are not saved for offline
/// reading. Used to run at launch (and tripped the scene-update watchdog on large caches);
/// now runs from the `com.almanac.app.housekeeping` BGProcessingTask.
final class HousekeepingJob {
    private let store: ArticleCacheStore
    private let batchSize: Int
    private var cancelled = false

    init(store: ArticleCacheStore, batchSize: Int = 100) {
        self.store = store
        self.batchSize = batchSize
    }

    /// Called from the task's expirationHandler.
    func cancel() { cancelled = true }

    func run(now: Date = Date()) async throws -> Int {
        let cutoff = now.addingTimeInterval(-30 * 24 * 60 * 60)
        let stale = try await store.staleArticleIDs(lastOpenedBefore: cutoff)
        var deleted = 0
        for batch in stride(from: 0, to: stale.count, by: batchSize).map({ Array(stale[$0..<min($0 + batchSize, stale.count)]) }) {
            try await store.delete(batch)
            deleted += batch.count
        }
        if cancelled { throw CancellationError() }
        return deleted
    }
}

protocol ArticleCacheStore {
    func staleArticleIDs(lastOpenedBefore cutoff: Date) async throws -> [String]
    func delete(_ ids: [String]) async throws
}
