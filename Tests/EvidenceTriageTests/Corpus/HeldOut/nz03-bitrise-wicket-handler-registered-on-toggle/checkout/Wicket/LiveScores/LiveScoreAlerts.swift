import BackgroundTasks
import Foundation

/// Backs the "Live score alerts" switch in Settings.
final class LiveScoreAlerts {
    static let refreshID = "com.wicketapp.wicket.livescore"
    private let scheduler: BGTaskScheduler
    private var registered = false

    init(scheduler: BGTaskScheduler = .shared) { self.scheduler = scheduler }

    func setEnabled(_ enabled: Bool) throws {
        if enabled {
            if !registered {
                let ok = scheduler.register(forTaskWithIdentifier: Self.refreshID, using: nil) { task in
                    LiveScoreRefresh.run(task as! BGAppRefreshTask)
                }
                DiagnosticRecorder.shared.record(id: Self.refreshID, kind: .appRefresh, phase: .registration, ok: ok)
                registered = ok
            }
            try scheduleNext()
        } else {
            scheduler.cancel(taskRequestWithIdentifier: Self.refreshID)
        }
    }

    func scheduleNext() throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 5 * 60)
        try scheduler.submit(request)
        DiagnosticRecorder.shared.record(id: Self.refreshID, kind: .appRefresh, phase: .submission, ok: true)
    }
}
