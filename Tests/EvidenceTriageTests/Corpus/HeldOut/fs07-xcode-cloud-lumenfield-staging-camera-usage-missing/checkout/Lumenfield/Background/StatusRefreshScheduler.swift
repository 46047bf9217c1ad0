import BackgroundTasks
import Foundation

/// Keeps the home screen's light status fresh by refreshing it in the background.
enum StatusRefreshScheduler {
    static var identifier: String { Bundle.main.bundleIdentifier! + ".status-refresh" }
    static let recorder = TaskRecorder.shared

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func register(job: StatusRefreshJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            StatusRefreshAdapter(job: job).handle(task as! BGAppRefreshTask)
        }
        recorder.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    static func schedule(earliest: Date = Date(timeIntervalSinceNow: 60)) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Lumenfield] submit(%@) failed: %@", identifier, String(describing: error))
            recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed,
                            errorType: TaskRecorder.errorType(error))
            throw error
        }
    }
}
