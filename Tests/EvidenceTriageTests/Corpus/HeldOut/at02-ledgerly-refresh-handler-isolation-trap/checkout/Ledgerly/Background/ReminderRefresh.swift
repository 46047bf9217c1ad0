import BackgroundTasks
import os

final class ReminderRefresh {
    static let shared = ReminderRefresh()
    private let log = Logger(subsystem: "com.ledgerly.app", category: "refresh")
    private var work: Task<Void, Never>?

    @MainActor
    func register() {
        // queue nil: the system runs the launch handler on its own serial queue
        BGTaskScheduler.shared.register(forTaskWithIdentifier: TaskID.reminderRefresh, using: nil) { task in
            self.handle(task)
        }
    }

    @MainActor
    func handle(_ task: RefreshTaskProtocol) {
        log.notice("launched")
        try? scheduleNext(after: 4 * 3600)
        task.expirationHandler = { [weak self] in
            self?.work?.cancel()
            task.setTaskCompleted(success: false)
        }
        work = Task {
            await NotificationCoordinator.shared.reconcilePass()
            task.setTaskCompleted(success: true)
        }
    }
}
