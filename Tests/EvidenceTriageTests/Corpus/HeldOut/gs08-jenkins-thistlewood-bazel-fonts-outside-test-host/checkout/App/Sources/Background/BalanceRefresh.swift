import BackgroundTasks
import Foundation
import os

enum BalanceRefresh {
    static let identifier = "com.thistlewood.app.balance-refresh"
    private static let log = Logger(subsystem: "com.thistlewood.app", category: "BalanceRefresh")

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func register(job: @escaping () -> BalanceRefreshJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            schedule()
            let work = Task { await job().run() }
            task.expirationHandler = { work.cancel() }
            Task { task.setTaskCompleted(success: await work.value) }
        }
    }

    /// Called when the scene moves to the background.
    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("submitted \(identifier, privacy: .public)")
        } catch {
            log.error("submit \(identifier, privacy: .public) failed: \(String(describing: error), privacy: .public)")
        }
    }
}
