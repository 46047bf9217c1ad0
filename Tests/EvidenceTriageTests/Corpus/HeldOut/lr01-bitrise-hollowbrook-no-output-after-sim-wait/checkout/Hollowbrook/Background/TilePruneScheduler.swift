import BackgroundTasks
import os

/// Nightly pruning of map tiles the user has not opened for 30 days.
final class TilePruneScheduler {
    static let shared = TilePruneScheduler()
    static let identifier = "com.hollowbrook.trails.tile-prune"

    private let log = Logger(subsystem: "com.hollowbrook.trails", category: "TilePrune")
    var onRun: (() -> Void)?

    func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGProcessingTask)
        }
    }

    func submit(earliestBegin: Date) throws {
        let request = BGProcessingTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = earliestBegin
        request.requiresNetworkConnectivity = false
        request.requiresExternalPower = false
        try BGTaskScheduler.shared.submit(request)
        print("[TilePrune] submitted \(Self.identifier) earliestBegin=\(earliestBegin)")
    }

    private func handle(_ task: BGProcessingTask) {
        print("[TilePrune] launched by the system")
        TileStore.shared.pruneUnopened(olderThan: 30)
        onRun?()
        task.setTaskCompleted(success: true)
    }
}
