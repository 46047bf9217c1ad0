import BackgroundTasks
import Foundation
import OSLog
import TallyrollCore
import UIKit

/// Owns the reminder schedule: reconciles pending notifications on launch,
/// on foreground and from the background app refresh task.
@MainActor
final class NotificationCoordinator {
    static let refreshTaskIdentifier = "com.harborlight.tallyroll.refresh"

    private let log = Logger(subsystem: "com.harborlight.tallyroll", category: "refresh")
    private let scheduler: ReminderScheduler
    private let recorder: TaskRecorder

    init(scheduler: ReminderScheduler, recorder: TaskRecorder = .shared) {
        self.scheduler = scheduler
        self.recorder = recorder
    }

    /// Called from `TallyrollApp.init()`, before launch finishes.
    func start() {
        let registered = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: Self.refreshTaskIdentifier,
            using: nil
        ) { task in
            // Runs on the scheduler's own queue (`using: nil`).
            self.recorder.record(.launch, id: Self.refreshTaskIdentifier, kind: .appRefresh, outcome: .succeeded)
            self.log.info("launched")
            self.handleRefresh(task as! BGAppRefreshTask)
        }
        recorder.record(.registration, id: Self.refreshTaskIdentifier, kind: .appRefresh,
                        outcome: registered ? .succeeded : .failed)
        log.info("registered \(Self.refreshTaskIdentifier, privacy: .public): \(registered)")
    }

    func scheduleNextBackgroundRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshTaskIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(.submission, id: Self.refreshTaskIdentifier, kind: .appRefresh, outcome: .succeeded)
            log.info("re-armed for \(request.earliestBeginDate!, privacy: .public)")
        } catch {
            recorder.record(.submission, id: Self.refreshTaskIdentifier, kind: .appRefresh,
                            outcome: .failed, error: error)
            log.error("submit failed: \(error as NSError, privacy: .public)")
        }
    }

    private func handleRefresh(_ task: BGAppRefreshTask) {
        scheduleNextBackgroundRefresh()
        let pass = RefreshPass(scheduler: scheduler, task: SystemBackgroundTask(task))
        log.info("pass begin")
        pass.run { [log] result in
            log.info("pass end: \(String(describing: result), privacy: .public)")
        }
    }
}
