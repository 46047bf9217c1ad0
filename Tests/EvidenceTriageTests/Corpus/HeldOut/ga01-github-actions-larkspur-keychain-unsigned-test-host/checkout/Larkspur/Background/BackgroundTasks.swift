import BackgroundTasks
import Foundation

enum BackgroundTasks {
    static let refreshIdentifier = "com.larkspurapps.reader.refresh"

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(makeJob: @escaping () -> FeedRefreshJob) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshIdentifier, using: nil) { task in
            guard let task = task as? BGAppRefreshTask else { return }
            handle(task, job: makeJob())
        }
        NSLog("BackgroundTasks: register %@ -> %@", refreshIdentifier, registered ? "ok" : "rejected")
    }

    static func scheduleRefresh(after interval: TimeInterval = 30 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            NSLog("BackgroundTasks: submit %@ failed: %@", refreshIdentifier, String(describing: error))
        }
    }

    private static func handle(_ task: BGAppRefreshTask, job: FeedRefreshJob) {
        scheduleRefresh()
        task.expirationHandler = { job.cancel() }
        Task {
            do {
                try await job.run()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
    }
}
