import BackgroundTasks
import UIKit

final class HealthSyncTask {
    static let shared = HealthSyncTask()
    static let identifier = "com.vitalis.app.healthsync"
    var onRunForTesting: (() -> Void)?

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.onRunForTesting?()
            self.run(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    /// Called when the user enables "Sync in background" in Settings.
    func schedule() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            DiagnosticRecorder.shared.record(identifier: Self.identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
            throw error
        }
    }

    private func run(_ task: BGAppRefreshTask) {
        task.setTaskCompleted(success: true)
    }
}
