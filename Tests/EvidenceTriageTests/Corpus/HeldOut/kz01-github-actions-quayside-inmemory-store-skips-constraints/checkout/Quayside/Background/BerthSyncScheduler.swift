import BackgroundTasks
import Foundation

enum BerthSyncScheduler {
    static let identifier = "com.quayside.app.berth-sync"
    static var onLaunchForTesting: (() -> Void)?

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            onLaunchForTesting?()
            BerthSyncAdapter(job: BerthSyncJob.live).handle(task: task as! BGAppRefreshTask)
        }
        NSLog("[Quayside] launch: registered %@ = %@", identifier, ok ? "true" : "false")
        Diagnostics.recordRegistration(identifier, succeeded: ok)
    }

    static func schedule(earliest: Date) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.recordSubmission(identifier, error: nil)
        } catch {
            NSLog("[BerthSyncScheduler] submit %@ failed: %@", identifier, String(describing: error))
            Diagnostics.recordSubmission(identifier, error: error)
        }
    }
}
