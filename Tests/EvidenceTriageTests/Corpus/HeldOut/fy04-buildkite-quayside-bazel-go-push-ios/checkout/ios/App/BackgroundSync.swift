import BackgroundTasks
import Sync

enum BackgroundSync {
    static let refreshID = "com.quayside.app.timetable-refresh"

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshID, using: nil) { task in
            TimetableRefreshAdapter(engine: .shared).handle(task as! BGAppRefreshTask)
        }
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: refreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
