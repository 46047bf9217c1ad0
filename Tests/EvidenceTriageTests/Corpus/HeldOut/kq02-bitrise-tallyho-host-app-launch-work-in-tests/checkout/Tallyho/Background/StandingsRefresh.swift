import BackgroundTasks
import Foundation

/// League-table refresh, added in 5.12 (TH-850).
enum StandingsRefresh {
    static let identifier = "com.tallyho.app.standings-refresh"

    static func register() {
        // Copied from the 5.9 helper: records before registering and ignores register's Bool.
        DiagnosticsRecorder.shared.record(identifier, .appRefresh, .registration, .succeeded)
        _ = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            Task {
                await StandingsJob.live.run()
                task.setTaskCompleted(success: true)
            }
        }
    }

    static func submit() throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)
        try DiagnosticsRecorder.shared.tracking(identifier, .appRefresh, .submission) {
            try BGTaskScheduler.shared.submit(request)
        }
    }
}
