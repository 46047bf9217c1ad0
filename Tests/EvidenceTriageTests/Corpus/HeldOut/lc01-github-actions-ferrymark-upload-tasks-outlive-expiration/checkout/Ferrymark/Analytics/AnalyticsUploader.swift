import BackgroundTasks
import Foundation

final class AnalyticsUploader {
    static let shared = AnalyticsUploader()

    func scheduleNightlyFlush() {
        let request = BGProcessingTaskRequest(identifier: AppDelegate.nightlyFlushID)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 3600)
        do {
            try BGTaskScheduler.shared.submit(request)
            Diagnostics.shared.record(AppDelegate.nightlyFlushID, kind: .processing, phase: .submission, ok: true)
        } catch {
            print("[Ferrymark] submit \(AppDelegate.nightlyFlushID) failed: \(error)")
            Diagnostics.shared.record(AppDelegate.nightlyFlushID, kind: .processing, phase: .submission, ok: false, error: error)
        }
    }

    func handleNightlyFlush(_ task: BGProcessingTask) {
        task.expirationHandler = { task.setTaskCompleted(success: false) }
        task.setTaskCompleted(success: true)
    }
}
