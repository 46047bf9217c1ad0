import BackgroundTasks
import Foundation

enum ProbeSyncScheduler {
    static let identifier = "app.moraine.ios.probe-sync"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            ProbeSyncJob.run(task as! BGAppRefreshTask)
        }
        TaskEventLog.record(identifier, .appRefresh, .registration, ok: ok)
    }

    static func submitHourly() throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            TaskEventLog.record(identifier, .appRefresh, .submission, ok: true)
        } catch {
            NSLog("[ProbeSync] submit failed: %@", "\(error)")
            TaskEventLog.record(identifier, .appRefresh, .submission, ok: false, error: error)
            throw error
        }
    }
}
