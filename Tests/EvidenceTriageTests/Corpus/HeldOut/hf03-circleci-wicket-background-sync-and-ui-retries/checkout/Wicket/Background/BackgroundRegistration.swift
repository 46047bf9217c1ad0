import BackgroundTasks
import UIKit

enum BackgroundRegistration {
    static let syncRefresh = "com.wicketapp.ios.sync.refresh"   // BGTaskSchedulerPermittedIdentifiers

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(job: BackgroundSyncJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: syncRefresh, using: nil) { task in
            BackgroundSyncAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        try? Diagnostics.recorder.record(syncRefresh, kind: .appRefresh, phase: .registration,
                                         outcome: ok ? .succeeded : .failed,
                                         error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleSyncRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: syncRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? Diagnostics.recorder.record(syncRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? Diagnostics.recorder.record(syncRefresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
