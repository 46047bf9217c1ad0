import BackgroundTasks
import os

enum BackgroundTasks {
    static let timetableRefresh = "com.ferrylane.app.timetable-refresh"
    private static let log = Logger(subsystem: "com.ferrylane.app", category: "BackgroundTasks")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(job: TimetableRefreshJob) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: timetableRefresh, using: nil) { task in
            handleRefresh(task as! BGAppRefreshTask, job: job)
        }
        log.info("registered \(timetableRefresh, privacy: .public): \(registered)")
    }

    static func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: timetableRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            log.error("could not schedule timetable refresh: \(error.localizedDescription, privacy: .public)")
        }
    }

    private static func handleRefresh(_ task: BGAppRefreshTask, job: TimetableRefreshJob) {
        scheduleRefresh()
        let work = Task {
            do {
                _ = try await job.run()
                task.setTaskCompleted(success: true)
            } catch {
                task.setTaskCompleted(success: false)
            }
        }
        task.expirationHandler = { work.cancel() }
    }
}
