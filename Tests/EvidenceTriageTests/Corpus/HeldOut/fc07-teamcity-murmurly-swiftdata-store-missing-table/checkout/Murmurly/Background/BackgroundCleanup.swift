import BackgroundTasks

enum BackgroundCleanup {
    static let identifier = "app.murmurly.transcript-cleanup"

    static func register(job: TranscriptCleanupJob) {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            ProcessingTaskAdapter(job: job).handle(task: task as! BGProcessingTask)
        }
    }
}
