import Foundation

/// Deletes cached thumbnails nobody looked at for 30 days.
final class ThumbnailCleanupJob: BackgroundJob {
    private let store: ThumbnailStore
    private let now: () -> Date
    private var cancelled = false

    init(store: ThumbnailStore, now: @escaping () -> Date = Date.init) {
        self.store = store
        self.now = now
    }

    func run() async throws {
        let cutoff = now().addingTimeInterval(-30 * 24 * 60 * 60)
        let stale = try store.allThumbnails().filter { $0.lastAccess < cutoff }
        // Album covers keep their own full-size copy, so any stale thumbnail can go.
        for thumbnail in stale {
            try Task.checkCancellation()
            try store.remove(thumbnail)
        }
        try store.commitCleanupDate(now())
    }

    func cancel() { cancelled = true }
}
