import BackgroundTasks
import os

/// Owns the "com.fieldkit.servicetech.refresh" BGAppRefreshTask.
final class RefreshTaskCoordinator {
    static let shared = RefreshTaskCoordinator()
    static let identifier = "com.fieldkit.servicetech.refresh"

    private let log = Logger(subsystem: "com.fieldkit.servicetech", category: "Refresh")
    private let recorder = DiagnosticRecorder.shared

    func register() {
        // queue: nil -> BGTaskScheduler runs the handler on its own
        // "com.apple.BGTaskScheduler (com.fieldkit.servicetech.refresh)" queue.
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        recorder.record(Self.identifier, kind: .appRefresh, phase: .registration, ok: ok)
    }

    func scheduleNextRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, ok: true)
        } catch {
            log.error("refresh submit failed: \(error as NSError)")
            recorder.record(Self.identifier, kind: .appRefresh, phase: .submission, error: error)
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        recorder.record(Self.identifier, kind: .appRefresh, phase: .launch, ok: true)
        scheduleNextRefresh()
        // A fresh updater (and with it a fresh CoreStoreCache / DataStack) per run.
        var updater: PhoneCacheUpdater? = PhoneCacheUpdater(cache: CoreStoreCache())
        task.expirationHandler = { updater?.cancel() }
        updater?.rebuild { success in
            self.recorder.record(Self.identifier, kind: .appRefresh, phase: .execution, ok: success)
            task.setTaskCompleted(success: success)
            updater = nil   // last strong reference dropped here, on the BGTaskScheduler queue
        }
    }
}
