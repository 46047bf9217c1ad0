import BackgroundTasks
import os

enum BackgroundTasks {
    static let timetableRefresh = "com.quayside.app.timetable-refresh"
    private static let log = Logger(subsystem: "com.quayside.app", category: "BackgroundTasks")

    /// Called from `application(_:didFinishLaunchingWithOptions:)`.
    static func registerAll(makeJob: @escaping () -> TimetableRefreshJob) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: timetableRefresh, using: nil) { task in
            handle(task as! BGAppRefreshTask, job: makeJob())
        }
        log.info("registered \(timetableRefresh, privacy: .public): \(registered)")
    }

    static func scheduleRefresh(after interval: TimeInterval = 30 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: timetableRefresh)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            log.error("submit \(timetableRefresh, privacy: .public) failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    private static func handle(_ task: BGAppRefreshTask, job: TimetableRefreshJob) {
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
