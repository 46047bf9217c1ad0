import BackgroundTasks
import os

/// Refreshes cached trail conditions (closures, snow line) for saved trails.
enum TrailConditionsRefresh {
    static let identifier = "com.cairnline.app.trail-conditions"
    private static let logger = Logger(subsystem: "com.cairnline.app", category: "bgtask")

    /// From application(_:didFinishLaunchingWithOptions:).
    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask)
        }
        logger.info("register \(identifier, privacy: .public) -> \(ok)")
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 3 * 60 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            logger.error("submit failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    private static func handle(_ task: BGAppRefreshTask) {
        schedule()
        let work = Task { try await TrailConditionsSync.shared.run() }
        task.expirationHandler = { work.cancel() }
        Task {
            let result = await work.result
            task.setTaskCompleted(success: (try? result.get()) != nil)
        }
    }
}
