import BackgroundTasks
import os

protocol TaskScheduling {
    func submit(_ request: BGTaskRequest) throws
}
extension BGTaskScheduler: TaskScheduling {}

final class SyncScheduler {
    static let refreshID = "com.mossline.app.observation-sync"
    private let scheduler: TaskScheduling
    private let clock: () -> Date
    private let log = Logger(subsystem: "com.mossline.app", category: "Sync")

    init(scheduler: TaskScheduling = BGTaskScheduler.shared, clock: @escaping () -> Date = Date.init) {
        self.scheduler = scheduler; self.clock = clock
    }

    func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshID)
        request.earliestBeginDate = clock().addingTimeInterval(15 * 60)
        do {
            try scheduler.submit(request)
            DiagnosticRecorder.shared.record(Self.refreshID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("[Sync] submit \(Self.refreshID) failed: \(error as NSError)")
            DiagnosticRecorder.shared.record(Self.refreshID, kind: .appRefresh, phase: .submission, outcome: .failed, error: error)
        }
    }
}
