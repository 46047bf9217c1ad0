import BackgroundTasks
import OSLog

enum BackgroundSync {
    static let identifier = "com.tallowjournal.app.sync"
    private static let log = Logger(subsystem: "com.tallowjournal.app", category: "BG")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGAppRefreshTask)
        }
        log.info("registered \(identifier, privacy: .public): \(ok)")
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 30 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            log.error("submit failed: \(error.localizedDescription, privacy: .public)")
        }
    }

    private static func handle(_ task: BGAppRefreshTask) {
        schedule()
        let job = JournalSyncJob.live()
        let work = Task { try await job.run() }
        task.expirationHandler = { work.cancel() }
        Task {
            let result = await work.result
            task.setTaskCompleted(success: (try? result.get()) != nil)
        }
    }
}
