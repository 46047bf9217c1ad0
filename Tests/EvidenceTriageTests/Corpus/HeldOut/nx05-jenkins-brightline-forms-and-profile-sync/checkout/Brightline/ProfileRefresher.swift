import BackgroundTasks
import os

final class ProfileRefresher {
    static let identifier = "com.brightline.app.profile-refresh"
    static let shared = ProfileRefresher()
    var onRunForTesting: (() -> Void)?

    func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            Logger(subsystem: "com.brightline.app", category: "refresh").error("Could not schedule profile refresh: \(error as NSError)")
            DiagnosticRecorder.shared.record(Self.identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
        }
    }
}
