import BackgroundTasks
import Foundation

enum BackgroundSync {
    static let id = "com.quaylog.app.sync"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: id, using: nil) { task in
            Diagnostics.record(id, .appRefresh, .launch, ok: true)
            EventFlusher.shared.flush { task.setTaskCompleted(success: true) }
        }
        Diagnostics.record(id, .appRefresh, .registration, ok: ok)
    }

    static func schedule(after seconds: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: id)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.record(id, .appRefresh, .submission, ok: true)
        } catch {
            Diagnostics.record(id, .appRefresh, .submission, ok: false, error: error)
        }
    }
}
