import BackgroundTasks

enum ReindexTask {
    static let identifier = "app.larchvault.ios.reindex"

    static func register(job: ReindexJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            ReindexAdapter(job: job).handle(task as! BGProcessingTask)
        }
    }

    static func submit() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 12 * 60 * 60)
        try BGTaskScheduler.shared.submit(request)
    }
}
