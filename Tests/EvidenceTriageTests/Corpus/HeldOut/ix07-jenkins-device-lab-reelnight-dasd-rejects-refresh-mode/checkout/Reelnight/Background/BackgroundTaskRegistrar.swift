import BackgroundTasks
import UIKit

@MainActor
final class BackgroundTaskRegistrar {
    static let digestID = "com.reelnight.app.digest-refresh"
    static let pruneID = "com.reelnight.app.cache-prune"

    static func registerAll() {
        // `using: nil` = the scheduler's own background queue. The closures below are formed
        // inside a @MainActor type, so Swift inserts a main-executor check at their entry.
        let digestOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: digestID, using: nil) { task in
            NotificationDigestTask.shared.run(task as! BGAppRefreshTask)
        }
        Evidence.record(digestID, .appRefresh, .registration, digestOK ? .succeeded : .failed)

        let pruneOK = BGTaskScheduler.shared.register(forTaskWithIdentifier: pruneID, using: nil) { task in
            CachePruneTask.shared.run(task as! BGProcessingTask)
        }
        Evidence.record(pruneID, .processing, .registration, pruneOK ? .succeeded : .failed)
    }
}
