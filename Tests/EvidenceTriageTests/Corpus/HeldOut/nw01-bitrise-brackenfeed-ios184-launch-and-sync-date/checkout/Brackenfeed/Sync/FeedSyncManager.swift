import Foundation
import BackgroundTasks

final class FeedSyncManager {
    static let refreshIdentifier = "com.brackenfeed.app.refresh"

    private let store: FeedStore
    private let defaults: UserDefaults
    private(set) var lastSyncDate: Date?

    init(store: FeedStore, defaults: UserDefaults = .standard) {
        self.store = store
        self.defaults = defaults
    }

    func syncAll() async throws {
        let started = Date()
        for feed in store.subscribedFeeds {
            try await store.refresh(feed)
        }
        lastSyncDate = started
    }

    func scheduleRefresh() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try BGTaskScheduler.shared.submit(request)
    }

    func handle(_ task: BGAppRefreshTask) {
        try? scheduleRefresh()
        let work = Task {
            do {
                try await syncAll()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
