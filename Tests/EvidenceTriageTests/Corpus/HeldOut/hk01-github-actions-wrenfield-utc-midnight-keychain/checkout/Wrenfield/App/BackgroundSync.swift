import BackgroundTasks
import EvidenceRecorder
import Foundation
import os

/// Thin adapter between BGTaskScheduler and the hydration sync job.
final class BackgroundSync {
    static let shared = BackgroundSync()
    static let hydrationSyncID = "com.wrenfield.journal.hydration-sync"

    private let log = Logger(subsystem: "com.wrenfield.journal", category: "BGSync")
    private let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private let id = try! TaskIdentifier(BackgroundSync.hydrationSyncID)

    /// Called by the task handler when a run finishes; tests observe it.
    var onRunFinished: ((Bool) -> Void)?
    var job: HydrationSyncJob = HydrationSyncJob()

    func registerHandlers() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.hydrationSyncID, using: nil) { task in
            self.handle(task as! BGAppRefreshTask)
        }
        NSLog("[BGSync] register %@ -> %@", Self.hydrationSyncID, ok ? "true" : "false")
        try? recorder.record(id, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    @discardableResult
    func scheduleHydrationSync(after interval: TimeInterval = 30 * 60) -> Bool {
        let request = BGAppRefreshTaskRequest(identifier: Self.hydrationSyncID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("submitted \(Self.hydrationSyncID, privacy: .public)")
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
            return true
        } catch {
            NSLog("[BGSync] submit %@ failed: %@", Self.hydrationSyncID, String(describing: error))
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            return false
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        scheduleHydrationSync()
        task.expirationHandler = { [job] in job.cancel() }
        Task {
            let ok = (try? await job.run()) != nil
            try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: ok ? .succeeded : .failed)
            task.setTaskCompleted(success: ok)
            onRunFinished?(ok)
        }
    }
}
