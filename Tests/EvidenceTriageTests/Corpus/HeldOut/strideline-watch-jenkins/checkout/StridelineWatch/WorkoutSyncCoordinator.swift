import WatchConnectivity
import WatchKit

final class WorkoutSyncCoordinator: NSObject {
    let session: SessionProviding
    let store: PlanStore
    private var pendingTasks: [ConnectivityTaskCompleting] = []

    init(session: SessionProviding, store: PlanStore) {
        self.session = session
        self.store = store
    }

    /// Called from ExtensionDelegate.handle(_:) for WKWatchConnectivityRefreshBackgroundTask.
    func handle(_ task: ConnectivityTaskCompleting) {
        session.activateIfNeeded()
        // Data arrives through WCSessionDelegate; nothing to wait for here.
        task.setTaskCompletedWithSnapshot(false)
    }

    func session(didReceiveUserInfo userInfo: [String: Any]) {
        if let data = userInfo["plan"] as? Data, let plan = try? TrainingPlan.decode(data) {
            store.save(plan)
        }
        completeTasksIfDrained()
    }

    private func completeTasksIfDrained() {
        guard !session.hasContentPending else { return }
        pendingTasks.forEach { $0.setTaskCompletedWithSnapshot(false) }
        pendingTasks.removeAll()
    }
}
