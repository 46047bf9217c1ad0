import BackgroundTasks
import Foundation

extension Notification.Name {
    static let syncRefreshDidRun = Notification.Name("SyncRefreshDidRun")
}

enum SyncRefreshTask {
    static let identifier = "com.ferngrove.notes.sync-refresh"

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            Task {
                await SyncEngine.shared.pullChanges()
                NotificationCenter.default.post(name: .syncRefreshDidRun, object: nil)
                task.setTaskCompleted(success: true)
            }
        }
        DiagnosticsRecorder.shared.record(identifier, .appRefresh, .registration, ok ? .succeeded : .failed)
    }

    static func submit(earliest: Date = Date(timeIntervalSinceNow: 20 * 60)) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliest
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsRecorder.shared.record(identifier, .appRefresh, .submission, .succeeded)
        } catch {
            NSLog("[SyncRefresh] submit failed: %@", String(describing: error as NSError))
            DiagnosticsRecorder.shared.record(identifier, .appRefresh, .submission, .failed, error: error)
        }
    }
}
