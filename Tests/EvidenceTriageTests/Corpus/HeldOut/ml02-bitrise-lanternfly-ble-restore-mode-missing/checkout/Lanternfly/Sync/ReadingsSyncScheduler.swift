import BackgroundTasks

enum ReadingsSyncScheduler {
    static let identifier = "com.lanternfly.app.sync-readings"

    static func register(job: ReadingsSyncJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            ReadingsSyncAdapter(job: job).handle(task as! BGProcessingTask)
        }
        Diagnostics.record(identifier, kind: .processing, phase: .registration, ok: ok)
    }

    static func submit() throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        try BGTaskScheduler.shared.submit(request)
    }
}
