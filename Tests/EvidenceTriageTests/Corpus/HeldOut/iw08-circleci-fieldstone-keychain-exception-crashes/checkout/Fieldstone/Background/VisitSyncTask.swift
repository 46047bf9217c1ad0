import BackgroundTasks
import SalesforceSDKCore
import os

/// BGAppRefreshTask that pulls today's visits. Can run while the device is locked (e.g. overnight).
enum VisitSyncTask {
    static let identifier = "com.fieldstone.visits.sync"
    private static let log = Logger(subsystem: "com.fieldstone.visits", category: "VisitSync")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            run(task as! BGAppRefreshTask, session: SessionManager.shared)
        }
        EvidenceRecorder.shared.record(identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    static func run(_ task: RefreshTaskType, session: SessionManaging) {
        EvidenceRecorder.shared.record(identifier, .appRefresh, .execution, .succeeded)
        log.info("visit sync started (protectedDataAvailable=\(session.isProtectedDataAvailable))")
        // Refresh the OAuth access token first; the SDK persists it to the keychain.
        session.refreshAccessToken { result in
            switch result {
            case .success: VisitSyncer.shared.pullToday { ok in task.setTaskCompleted(success: ok) }
            case .failure: task.setTaskCompleted(success: false)
            }
        }
    }
}
