import BackgroundTasks
import KestrelCore

enum StatementPrefetch {
    static let identifier = "io.kestrelpay.app.statements.prefetch"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGProcessingTask)
        }
    }

    static func handle(_ task: BGProcessingTask) {
        let job = StatementPrefetchJob(store: .shared, api: .live)
        let work = Task {
            let ok = await job.run()
            task.setTaskCompleted(success: ok)
        }
        task.expirationHandler = { work.cancel() }
    }
}
