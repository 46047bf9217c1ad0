import BackgroundTasks
import os

final class RefreshCoordinator {
    static let identifier = "com.orchardly.app.harvest-refresh"
    private let feed: HarvestFeed
    private let store: HarvestStore
    private let scheduler: RefreshScheduling
    private let log = Logger(subsystem: "com.orchardly.app", category: "refresh")

    init(feed: HarvestFeed, store: HarvestStore, scheduler: RefreshScheduling = BGTaskScheduler.shared) {
        self.feed = feed; self.store = store; self.scheduler = scheduler
    }

    func handle(_ task: RefreshTask) async {
        scheduler.submitNextRefresh(identifier: Self.identifier)
        task.expirationHandler = { [feed] in feed.cancel() }
        do {
            switch try await feed.fetchSince(store.cursor) {
            case .noChanges:
                log.info("harvest feed: no changes")
                return
            case .updated(let batch):
                try store.apply(batch)
                task.setTaskCompleted(success: true)
            }
        } catch {
            log.error("harvest refresh failed: \(error)")
            task.setTaskCompleted(success: false)
        }
    }
}
