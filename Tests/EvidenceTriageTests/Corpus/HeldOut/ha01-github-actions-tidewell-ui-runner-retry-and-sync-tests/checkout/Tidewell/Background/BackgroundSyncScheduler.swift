import BackgroundTasks
import Foundation

/// Thin adapter between BGTaskScheduler and the health sync job.
final class BackgroundSyncScheduler {
    static let processingIdentifier = "com.tidewell.app.health-sync"
    static let shared = BackgroundSyncScheduler()

    private let recorder = DiagnosticsRecorder.shared
    var onLaunch: ((BGProcessingTask) -> Void)?

    /// Called from application(_:didFinishLaunchingWithOptions:).
    func registerTasks() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.processingIdentifier, using: nil) { [weak self] task in
            guard let self, let task = task as? BGProcessingTask else { return }
            self.recorder.record(Self.processingIdentifier, kind: .processing, phase: .launch, outcome: .succeeded)
            self.onLaunch?(task)
            self.handle(task)
        }
        recorder.record(Self.processingIdentifier, kind: .processing, phase: .registration,
                        outcome: ok ? .succeeded : .failed)
        NSLog("[BackgroundSync] registered %@: %@", Self.processingIdentifier, ok ? "true" : "false")
    }

    func scheduleHealthSync(after interval: TimeInterval = 15 * 60) {
        let request = BGProcessingTaskRequest(identifier: Self.processingIdentifier)
        request.requiresNetworkConnectivity = true
        request.requiresExternalPower = false
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(Self.processingIdentifier, kind: .processing, phase: .submission, outcome: .succeeded)
            NSLog("[BackgroundSync] submitted health sync, earliest in %.0fs", interval)
        } catch {
            recorder.record(Self.processingIdentifier, kind: .processing, phase: .submission, outcome: .failed, error: error)
            NSLog("[BackgroundSync] submit failed: %@", String(describing: error))
        }
    }

    private func handle(_ task: BGProcessingTask) {
        let job = HealthSyncJob()
        task.expirationHandler = { job.cancel() }
        Task {
            let ok = (try? await job.run()) != nil
            task.setTaskCompleted(success: ok)
        }
    }
}
