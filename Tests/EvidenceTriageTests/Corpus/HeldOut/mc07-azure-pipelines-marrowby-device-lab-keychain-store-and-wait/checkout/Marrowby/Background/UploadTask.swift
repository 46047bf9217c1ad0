import BackgroundTasks

enum UploadTask {
    static let identifier = "com.marrowby.app.upload"
    static var onCompletion: ((Bool) -> Void)?

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            let drain = OfflineQueueDrain(container: AppContainer.shared.queue)
            task.expirationHandler = { drain.cancel() }
            drain.start { ok in task.setTaskCompleted(success: ok); onCompletion?(ok) }
        }
        Diagnostics.record(identifier, kind: .processing, phase: .registration, succeeded: ok)
    }

    static func submit(earliest: Date) throws {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = earliest
        try BGTaskScheduler.shared.submit(request)
        Diagnostics.record(identifier, kind: .processing, phase: .submission, succeeded: true)
    }
}
