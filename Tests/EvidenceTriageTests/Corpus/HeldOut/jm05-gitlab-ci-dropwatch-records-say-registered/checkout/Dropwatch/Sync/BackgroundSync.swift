import BackgroundTasks
import Foundation
import OSLog

/// Periodic drop check: polls every watched brand while the app is in the background.
@MainActor
final class BackgroundSync {
    static let shared = BackgroundSync()
    static let taskIdentifier = "com.tallow.dropwatch.sync"

    private let log = Logger(subsystem: "com.tallow.dropwatch", category: "sync")
    private let recorder = TaskRecorder.shared
    private(set) var lastRegistrationResult = false

    /// Called from `DropwatchApp.init()`.
    func register() {
        lastRegistrationResult = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: Self.taskIdentifier, using: .main
        ) { [weak self] task in
            self?.handle(task as! BGAppRefreshTask)
        }
        recorder.record(.registration, id: Self.taskIdentifier, kind: .appRefresh, outcome: .succeeded)
        log.info("background sync registered")
    }

    func scheduleNext(after interval: TimeInterval = 60 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: Self.taskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(.submission, id: Self.taskIdentifier, kind: .appRefresh, outcome: .succeeded)
        } catch {
            recorder.record(.submission, id: Self.taskIdentifier, kind: .appRefresh, outcome: .failed, error: error)
            log.error("could not schedule sync: \(error as NSError, privacy: .public)")
            throw error
        }
    }

    private func handle(_ task: BGAppRefreshTask) {
        recorder.record(.launch, id: Self.taskIdentifier, kind: .appRefresh, outcome: .succeeded)
        try? scheduleNext()
        let work = Task { @MainActor in
            await SyncEngine.shared.syncAll()
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = { work.cancel() }
    }
}
