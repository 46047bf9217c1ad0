import BackgroundTasks

enum WateringReminderRefresh {
    static let identifier = "garden.fernbrook.app.reminders-refresh"

    static func register(using scheduler: TaskScheduling = BGTaskScheduler.shared, job: @escaping () -> ReminderSyncJob) -> Bool {
        scheduler.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let job = job()
            task.expirationHandler = { job.cancel() }
            Task { task.setTaskCompleted(success: await job.run()) }
        }
    }
}
