import BackgroundTasks
import Foundation

enum RewardsRefresh {
    static let identifier = "com.cinderloop.app.rewards-refresh"

    static func register(recorder: DiagnosticRecorder) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            let work = Task {
                let ok = await RewardsSync.shared.pullStamps()
                recorder.record(identifier, kind: .appRefresh, phase: .completion, outcome: ok ? .succeeded : .failed)
                task.setTaskCompleted(success: ok)
            }
            task.expirationHandler = { work.cancel() }
        }
        recorder.record(identifier, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
    }

    /// Called from sceneDidEnterBackground.
    static func schedule(recorder: DiagnosticRecorder) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            let nsError = error as NSError
            NSLog("[RewardsRefresh] Could not schedule app refresh: %@", nsError)
            recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed,
                            errorType: "\(nsError.domain):\(nsError.code)")
        }
    }
}
