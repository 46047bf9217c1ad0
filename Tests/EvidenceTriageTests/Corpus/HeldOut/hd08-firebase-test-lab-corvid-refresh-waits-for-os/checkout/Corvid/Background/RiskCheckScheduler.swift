import BackgroundTasks
import CorvidKit

enum RiskCheckScheduler {
    static let identifier = "com.corvid.risk.refresh"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            RiskCheckAdapter(job: .live).handle(task: task as! BGAppRefreshTask)
        }
        Diagnostics.record(identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        // Was 5 * 60 for tester builds; production cadence is every 2 hours.
        request.earliestBeginDate = Date(timeIntervalSinceNow: 2 * 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            Log.background.info("Submitted \(request.identifier) earliestBeginDate=\(request.earliestBeginDate!)")
            Diagnostics.record(identifier, .appRefresh, .submission, .succeeded)
        } catch {
            Log.background.error("Submit failed: \(error)")
            Diagnostics.record(identifier, .appRefresh, .submission, .failed, error: error)
        }
    }
}
