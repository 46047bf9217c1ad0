import BackgroundTasks
import Foundation

enum RefreshScheduler {
    static let identifier = "com.lumenwise.app.feed-refresh"

    static func submit(earliest: TimeInterval = 20 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: earliest)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticsLog.shared.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            Log.background.error("feed-refresh submit failed: \(error)")
            DiagnosticsLog.shared.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
            throw error
        }
    }
}
