import Foundation
import BackgroundTasks
import os

final class BackgroundScheduler {
    static let shared = BackgroundScheduler()
    private let log = Logger(subsystem: "com.pulsebay.app", category: "Background")

    /// Called when the scene moves to the background and at the end of every drain.
    func scheduleRingDrain(after seconds: TimeInterval = 60 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: BackgroundIDs.ringDrain)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("submitted ring-drain, earliest \(request.earliestBeginDate!, privacy: .public)")
            DiagnosticsRecorder.shared.submission(BackgroundIDs.ringDrain, kind: .appRefresh, error: nil)
        } catch {
            log.error("submit ring-drain failed: \(String(describing: error), privacy: .public)")
            DiagnosticsRecorder.shared.submission(BackgroundIDs.ringDrain, kind: .appRefresh, error: error)
        }
    }
}
