import BackgroundTasks
import UIKit

enum BackgroundTasksCoordinator {
    static let refreshIdentifier = "com.quillnote.sync.refresh"

    /// Called from application(_:didFinishLaunchingWithOptions:) before it returns.
    static func registerAll(makeJob: @escaping () -> SessionRefreshJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: refreshIdentifier, using: nil) { task in
            handle(task: task as! BGAppRefreshTask, job: makeJob())
        }
    }

    static func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            NSLog("[bg] could not submit %@: %@", refreshIdentifier, String(describing: error))
        }
    }

    private static func handle(task: BGAppRefreshTask, job: SessionRefreshJob) {
        scheduleRefresh()
        task.expirationHandler = { job.cancel() }
        job.run { result in
            if case .success = result {
                task.setTaskCompleted(success: true)
            } else {
                task.setTaskCompleted(success: false)
            }
        }
    }
}
