import BackgroundTasks
import Foundation

/// What LibrarySyncTask needs from a BGTask; BGAppRefreshTask conforms below, tests use FakeBackgroundTask.
protocol BackgroundTaskHandle: AnyObject {
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

extension BGAppRefreshTask: BackgroundTaskHandle {}

final class LibrarySyncTask {
    private let store: LibraryStore
    private let fetcher: ArticleFetching
    private let reportsProgress: Bool
    private var current: Task<Void, Never>?

    init(store: LibraryStore, fetcher: ArticleFetching, reportsProgress: Bool = true) {
        self.store = store
        self.fetcher = fetcher
        self.reportsProgress = reportsProgress
    }

    func handle(_ task: BackgroundTaskHandle) {
        AppDelegate.scheduleLibrarySync()

        task.expirationHandler = { [store] in
            // Out of background time: make sure nothing is left half-written, then give up.
            self.current?.cancel()
            store.forceClose()
            task.setTaskCompleted(success: false)
        }

        current = Task {
            do {
                for try await batch in fetcher.changedArticles(since: store.syncCursor) {
                    try store.importBatch(batch) { progress in
                        guard self.reportsProgress else { return }
                        // Keep the Library tab's badge in step with the import.
                        DispatchQueue.main.sync { LibraryBadge.shared.update(progress) }
                    }
                }
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
    }
}

extension Notification.Name {
    static let librarySyncDidRun = Notification.Name("LibrarySyncDidRun")
}
