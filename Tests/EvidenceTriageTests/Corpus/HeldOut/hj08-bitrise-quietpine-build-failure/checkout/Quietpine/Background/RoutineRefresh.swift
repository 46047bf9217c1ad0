import BackgroundTasks
import Foundation
import os

/// Refreshes today's routine (reminders, streak, suggested session) in the
/// background so the morning check-in opens with fresh content.
final class RoutineRefresh {
    static let shared = RoutineRefresh()
    static let identifier = "com.quietpine.app.routine-refresh"

    private let logger = Logger(subsystem: "com.quietpine.app", category: "RoutineRefresh")

    func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.identifier, using: nil) { task in
            self.handleAppRefresh(task: task as! BGAppRefreshTask)
        }
        logger.info("registered \(Self.identifier, privacy: .public): \(ok)")
    }

    func scheduleAppRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.identifier)
        // Fetch no earlier than 15 minutes from now.
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            logger.error("Could not schedule app refresh: \(error.localizedDescription, privacy: .public)")
        }
    }

    func handleAppRefresh(task: BGAppRefreshTask) {
        // Schedule a new refresh task.
        scheduleAppRefresh()
        // Create an operation that performs the main part of the background task.
        let operation = RefreshAppContentsOperation()
        // Provide the background task with an expiration handler that cancels the operation.
        task.expirationHandler = { operation.cancel() }
        // Inform the system that the background task is complete when the operation completes.
        operation.completionBlock = { task.setTaskCompleted(success: !operation.isCancelled) }
        // Start the operation.
        operationQueue.addOperation(operation)
    }

    func RefreshAppContentsOperation() -> Operation {
    }
}
