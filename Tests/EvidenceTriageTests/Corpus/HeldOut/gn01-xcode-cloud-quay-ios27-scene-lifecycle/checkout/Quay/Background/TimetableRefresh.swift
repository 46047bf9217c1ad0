import BackgroundTasks
import QuayKit
import os

enum TimetableRefresh {
    static let identifier = "com.harbourline.quay.timetable-refresh"
    private static let log = Logger(subsystem: "com.harbourline.quay", category: "refresh")

    /// Called from application(_:didFinishLaunchingWithOptions:), before it returns.
    static func register(store: TimetableStore) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask, store: store)
        }
        if !ok { log.error("register(\(identifier, privacy: .public)) returned false") }
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            log.error("submit failed: \(String(describing: error), privacy: .public)")
        }
    }

    private static func handle(_ task: BGAppRefreshTask, store: TimetableStore) {
        schedule()
        let work = Task { try await store.refreshSailings() }
        task.expirationHandler = { work.cancel() }
        Task {
            let ok = (try? await work.value) != nil
            task.setTaskCompleted(success: ok)
        }
    }
}
