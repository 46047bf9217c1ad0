import BackgroundTasks
import Foundation

enum TileCachePruning {
    static let identifier = "au.quokkamaps.app.tilecache.prune"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let pruner = TileCachePruner(cache: .shared, budgetBytes: 512 * 1024 * 1024)
            task.expirationHandler = { pruner.cancel() }
            pruner.run { finished in task.setTaskCompleted(success: finished) }
        }
    }
}
