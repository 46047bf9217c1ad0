import BackgroundTasks
import Foundation

enum GoalRefresh {
    static func schedule(earliest: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: "com.stridekeep.app.goal-refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: earliest)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(request.identifier, .appRefresh, .submission, .succeeded)
        } catch {
            print("[GoalRefresh] submit failed: \(error)")
            Diagnostics.record(request.identifier, .appRefresh, .submission, .failed, error: error)
        }
    }

    static func handle(_ task: BGAppRefreshTask) {
        schedule()
        Diagnostics.record(task.identifier, .appRefresh, .launch, .succeeded)
        NotificationCenter.default.post(name: .goalRefreshDidStart, object: nil)
        let op = GoalStore.shared.refreshFromServer { _ in task.setTaskCompleted(success: true) }
        task.expirationHandler = { op.cancel() }
    }
}
