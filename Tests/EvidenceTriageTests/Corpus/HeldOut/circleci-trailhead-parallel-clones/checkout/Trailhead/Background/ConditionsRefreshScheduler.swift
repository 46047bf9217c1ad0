import BackgroundTasks
import Foundation

/// Keeps trail conditions (closures, snow, mud reports) fresh via BGAppRefreshTask.
enum ConditionsRefreshScheduler {
    static let identifier = "com.trailhead.conditions.refresh"

    static func register(cache: ConditionsCache = .shared, recorder: DiagnosticsRecorder = .shared) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            Task {
                let success = await ConditionsRefreshJob(cache: cache).run()
                task.setTaskCompleted(success: success)
            }
        }
        recorder.record(identifier: identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    /// Errors are logged and swallowed: a missed refresh is retried on next foreground.
    static func schedule(earliestBeginIn seconds: TimeInterval = 15 * 60, recorder: DiagnosticsRecorder = .shared) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(identifier: identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            let ns = error as NSError
            print("[BGRefresh] submit \(identifier) failed: \(ns) (ignored)")
            recorder.record(identifier: identifier, kind: .appRefresh, phase: .submission, outcome: .failed,
                            errorType: "\(ns.domain):\(ns.code)")
        }
    }
}
