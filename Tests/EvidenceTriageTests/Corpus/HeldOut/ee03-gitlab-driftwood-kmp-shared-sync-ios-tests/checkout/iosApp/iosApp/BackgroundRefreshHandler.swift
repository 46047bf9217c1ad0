import BackgroundTasks
import Shared

enum BackgroundRefreshHandler {
    static let identifier = "com.driftwood.app.refresh"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask)
        }
    }

    static func handle(_ task: BGAppRefreshTask) {
        schedule()
        let job = Task {
            do {
                try await SharedModule.shared.syncCoordinator.refresh()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { job.cancel() }
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        try? BGTaskScheduler.shared.submit(request)
    }
}
