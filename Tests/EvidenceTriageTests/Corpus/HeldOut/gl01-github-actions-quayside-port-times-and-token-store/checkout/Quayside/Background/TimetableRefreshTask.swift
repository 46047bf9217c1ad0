import BackgroundTasks
import Foundation

/// Keeps the cached timetable fresh. The handler only forwards to the job.
enum TimetableRefreshTask {
    static let identifier = "com.harbourline.quayside.timetable-refresh"

    static func register(job: @escaping () -> TimetableRefreshJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask, job: job())
        }
        Log.bgtask.info("registered \(identifier, privacy: .public): \(ok)")
    }

    static func schedule(scheduler: TaskScheduling = BGTaskScheduler.shared, now: Date = Date()) {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = now.addingTimeInterval(30 * 60)
        do {
            try scheduler.submit(request)
        } catch {
            Log.bgtask.error("submit failed: \(String(describing: error), privacy: .public)")
        }
    }

    static func handle(_ task: BGTaskProtocol, job: TimetableRefreshJob, scheduler: TaskScheduling = BGTaskScheduler.shared) {
        schedule(scheduler: scheduler)
        task.expirationHandler = { job.cancel() }
        Task {
            let ok = await job.run()
            task.setTaskCompleted(success: ok)
        }
    }
}
