import BackgroundTasks
import Foundation

enum BackgroundTasks {
    static let balanceRefresh = "com.quillon.app.balance-refresh"

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(makeJob: @escaping () -> BalanceRefreshJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: balanceRefresh, using: nil) { task in
            guard let task = task as? BGAppRefreshTask else { return }
            scheduleBalanceRefresh()
            let work = Task { await makeJob().run() }
            task.expirationHandler = { work.cancel() }
            Task { task.setTaskCompleted(success: await work.value == .succeeded) }
        }
    }

    static func scheduleBalanceRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: balanceRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
