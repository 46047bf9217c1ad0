import BackgroundTasks
import Foundation

enum CatalogRefreshScheduler {
    static let identifier = "com.fernbook.app.catalog-refresh"

    static func makeRequest(now: Date = .now) -> BGAppRefreshTaskRequest {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(6 * 60 * 60)
        return request
    }

    static func scheduleNext(using scheduler: BGTaskScheduler) throws {
        do {
            try scheduler.submit(makeRequest())
            DiagnosticsRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            Log.bg.error("[BG] submit \(identifier, privacy: .public) failed: \(String(describing: error), privacy: .public)")
            DiagnosticsRecorder.shared.record(identifier: identifier, kind: .appRefresh, phase: .submission,
                                              outcome: .failed, error: error)
            throw error
        }
    }
}
