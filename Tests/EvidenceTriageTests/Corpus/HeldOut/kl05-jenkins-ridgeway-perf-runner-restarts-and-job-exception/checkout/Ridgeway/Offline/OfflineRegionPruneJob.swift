import BackgroundTasks
import Foundation

final class OfflineRegionPruneJob {
    static let taskID = "com.ridgeway.maps.offline-prune"
    let store: OfflineRegionStore
    var now: () -> Date = Date.init

    init(store: OfflineRegionStore) { self.store = store }

    func handle(_ task: BGProcessingTask) {
        task.expirationHandler = { /* prune is short; nothing to cancel */ }
        run()
        task.setTaskCompleted(success: true)
    }

    @discardableResult
    func run() -> [String] {
        store.prune(expiredBefore: now())
    }
}
