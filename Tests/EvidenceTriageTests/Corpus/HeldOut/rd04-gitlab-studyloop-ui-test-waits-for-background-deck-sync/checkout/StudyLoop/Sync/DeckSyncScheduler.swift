import BackgroundTasks
import os

enum DeckSyncScheduler {
    private static let log = Logger(subsystem: "app.studyloop", category: "DeckSync")

    static func scheduleNext(after interval: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.deckSyncTaskID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("submitted BGAppRefreshTaskRequest \(request.identifier, privacy: .public) earliestBeginDate=\(request.earliestBeginDate!, privacy: .public)")
            Diagnostics.record(id: request.identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            log.error("submit failed: \(error.localizedDescription, privacy: .public)")
            Diagnostics.record(id: request.identifier, kind: .appRefresh, phase: .submission, ok: false, error: error)
        }
    }
}
