import BackgroundTasks

enum ReindexTask {
    static let identifier = "com.lanternfish.app.reindex"
    static var onFinish: ((Bool) -> Void)?

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handle(task as! BGProcessingTask)
        }
        Diagnostics.record(identifier, kind: .processing, phase: .registration, succeeded: ok)
    }

    static func submit() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 3600)
        try BGTaskScheduler.shared.submit(request)
        Diagnostics.record(identifier, kind: .processing, phase: .submission, succeeded: true)
    }

    static func handle(_ task: BGProcessingTask) {
        let job = ReindexJob(container: CoreDataStack.shared.container)
        task.expirationHandler = { job.cancel() }
        job.start { ok in task.setTaskCompleted(success: ok); onFinish?(ok) }
    }
}
