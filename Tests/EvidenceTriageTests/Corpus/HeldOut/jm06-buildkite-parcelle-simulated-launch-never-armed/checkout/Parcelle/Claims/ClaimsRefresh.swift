import BackgroundTasks
import Foundation
import OSLog

/// Background refresh of open delivery claims (status, courier ETA).
enum ClaimsRefresh {
    static let identifier = "com.parcelle.app.claims-refresh"
    private static let log = Logger(subsystem: "com.parcelle.app", category: "claims-refresh")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: .main) { task in
            TaskRecorder.shared.record(.launch, id: identifier, kind: .appRefresh, outcome: .succeeded)
            handle(task as! BGAppRefreshTask)
        }
        TaskRecorder.shared.record(.registration, id: identifier, kind: .appRefresh, outcome: ok ? .succeeded : .failed)
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            TaskRecorder.shared.record(.submission, id: identifier, kind: .appRefresh, outcome: .succeeded)
        } catch {
            TaskRecorder.shared.record(.submission, id: identifier, kind: .appRefresh, outcome: .failed, error: error)
            log.error("claims refresh not scheduled: \(error as NSError, privacy: .public)")
        }
    }

    @MainActor
    private static func handle(_ task: BGAppRefreshTask) {
        schedule()
        let work = Task {
            let refreshed = await ClaimsStore.shared.refreshOpenClaims()
            log.info("claims refreshed: \(refreshed)")
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = { work.cancel(); task.setTaskCompleted(success: false) }
    }
}
