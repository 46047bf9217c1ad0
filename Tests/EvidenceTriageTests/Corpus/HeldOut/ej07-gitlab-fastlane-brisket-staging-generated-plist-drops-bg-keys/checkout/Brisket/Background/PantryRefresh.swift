import BackgroundTasks

enum PantryRefresh {
    static let identifier = "com.brisketkitchen.app.pantry-refresh"

    static func schedule(earliest: Date) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = earliest
        try BGTaskScheduler.shared.submit(request)
    }

    static func handle(_ task: BGTask) {
        let job = PantryExpiryJob()
        task.expirationHandler = { job.cancel() }
        Task { task.setTaskCompleted(success: await job.run()) }
    }
}
