import BackgroundTasks
import Foundation

final class RefreshCoordinator {
    static let shared = RefreshCoordinator()
    static let refreshIdentifier = "com.tidewell.journal.refresh"

    var onLaunch: ((BGAppRefreshTask) -> Void)?
    private let recorder = DiagnosticRecorder.shared

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    func registerHandlers() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshIdentifier, using: nil) { [weak self] task in
            guard let self, let task = task as? BGAppRefreshTask else { return }
            self.recorder.record(.launch, identifier: Self.refreshIdentifier, outcome: .succeeded)
            self.onLaunch?(task)
            self.handle(task)
        }
        recorder.record(.registration, identifier: Self.refreshIdentifier, outcome: ok ? .succeeded : .failed)
    }

    func scheduleNextRefresh(after interval: TimeInterval = 15 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(.submission, identifier: Self.refreshIdentifier, outcome: .succeeded)
        } catch {
            print("RefreshCoordinator: submit failed: \(error)")
            recorder.record(.submission, identifier: Self.refreshIdentifier, outcome: .failed, error: error)
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        let job = JournalSyncJob()
        task.expirationHandler = { job.cancel() }
        Task {
            do {
                try await job.run()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
            scheduleNextRefresh()
        }
    }
}
