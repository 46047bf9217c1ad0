import CoreData
import Foundation

/// Drains bookmarks the user saved while offline. Runs in the foreground when the
/// app comes back online and from the `com.tallowick.reader.sync` app-refresh task.
final class OfflineSyncQueue {
    private let container: NSPersistentContainer
    private let api: BookmarkUploading
    private let retryPolicy: RetryPolicy

    init(container: NSPersistentContainer, api: BookmarkUploading, retryPolicy: RetryPolicy = .default) {
        self.container = container
        self.api = api
        self.retryPolicy = retryPolicy
    }

    var pendingCount: Int {
        let request = PendingBookmark.fetchRequest()
        return (try? container.viewContext.count(for: request)) ?? 0
    }

    /// Uploads every pending bookmark and deletes the ones the server accepted.
    func drain() async throws -> DrainReport {
        let context = container.viewContext
        let pending = try context.fetch(PendingBookmark.fetchRequest())
        var report = DrainReport()
        for item in pending {
            // Entity fields are read here, off the view context's queue.
            let snapshot = BookmarkSnapshot(url: item.url, title: item.title, tags: item.tagList)
            // The first failure aborts the whole drain: the remaining items are never tried
            // and nothing is retried, even for a 503 or a timeout.
            try await api.upload(snapshot)
            context.delete(item)
            report.uploaded += 1
        }
        try context.save()
        return report
    }
}

struct DrainReport: Equatable {
    var uploaded = 0
    var failed = 0
    var retried = 0
}

struct RetryPolicy {
    var maxAttempts: Int
    var baseDelay: Duration
    static let `default` = RetryPolicy(maxAttempts: 3, baseDelay: .seconds(2))
}
