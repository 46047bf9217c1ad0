import BackgroundTasks
import Foundation

enum BackgroundTaskRegistrar {
    static let cleanup = "com.fernhollow.journal.cleanup"
    static let refresh = "com.fernhollow.journal.prompts-refresh"

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(persistence: @escaping () -> PersistenceController) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: cleanup, using: nil) { task in
            guard let task = task as? BGProcessingTask else { return }
            task.expirationHandler = { task.setTaskCompleted(success: false) }
            let outcome = JournalCleanupJob(persistence: persistence()).run()
            task.setTaskCompleted(success: outcome != .failed("store-unavailable"))
            scheduleCleanup()
        }
        BGTaskScheduler.shared.register(forTaskWithIdentifier: refresh, using: nil) { task in
            task.setTaskCompleted(success: true)
        }
    }

    static func scheduleCleanup() {
        let request = BGProcessingTaskRequest(identifier: cleanup)
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 12 * 60 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
