import BackgroundTasks
import Foundation

enum BackgroundSync {
    static let identifier = "com.pineconebudget.app.sync"

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func register(coordinator: SyncCoordinator) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            guard let task = task as? BGAppRefreshTask else { return }
            schedule()
            let work = Task {
                do {
                    _ = try await coordinator.sync(reason: .background)
                    task.setTaskCompleted(success: true)
                } catch {
                    task.setTaskCompleted(success: false)
                }
            }
            task.expirationHandler = { work.cancel() }
        }
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 4 * 60 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
