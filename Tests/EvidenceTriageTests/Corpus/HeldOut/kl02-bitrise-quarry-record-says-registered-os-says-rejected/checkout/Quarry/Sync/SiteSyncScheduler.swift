import BackgroundTasks
import OSLog
import UIKit

final class SiteSyncScheduler {
    static let taskID = "com.quarrylog.app.site-sync"
    static let shared = SiteSyncScheduler()
    private let log = Logger(subsystem: "com.quarrylog.app", category: "SiteSync")

    func observeBackgrounding() {
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                               object: nil, queue: .main) { [weak self] _ in
            self?.schedule()
        }
    }

    func schedule(earliest interval: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: Self.taskID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            EvidenceRecorder.shared.record(Self.taskID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            // Background sync is best effort; the foreground sync covers us.
            log.debug("site-sync submit failed: \(String(describing: error), privacy: .public)")
            EvidenceRecorder.shared.record(Self.taskID, kind: .appRefresh, phase: .submission,
                                           outcome: .failed, error: error)
        }
        print("[SiteSync] refresh scheduled for \(Self.taskID) (earliest +\(Int(interval / 60))m)")
    }
}
