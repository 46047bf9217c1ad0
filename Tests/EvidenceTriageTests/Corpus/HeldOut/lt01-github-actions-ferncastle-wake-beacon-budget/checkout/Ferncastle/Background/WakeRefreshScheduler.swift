import BackgroundTasks
import Foundation

enum WakeRefresh {
    static let identifier = "com.ferncastle.hub.wake-refresh"
}

final class WakeRefreshScheduler {
    static let shared = WakeRefreshScheduler()
    var recorder: BackgroundDiagnosticsRecorder = .shared

    @discardableResult
    func schedule(earliestIn interval: TimeInterval = 15 * 60) -> Bool {
        let request = BGAppRefreshTaskRequest(identifier: WakeRefresh.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(WakeRefresh.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
            return true
        } catch {
            NSLog("[wake] submit %@ failed: %@", WakeRefresh.identifier, error.localizedDescription)
            recorder.record(WakeRefresh.identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            return false
        }
    }
}
